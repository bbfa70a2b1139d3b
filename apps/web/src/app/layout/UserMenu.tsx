import type { SessionUser } from '@woodshed/shared';
import { ChevronDown, CircleUser, LogOut, Menu } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { NavLink } from 'react-router';
import { useSignOut } from '@/features/auth';
import { cn } from '@/lib/cn';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@/lib/use-media-query';
import { adminLink, mainLinks, userMenuLinks, type NavItem } from './nav-links';

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-stone-800 outline-none data-[highlighted]:bg-amber-50 data-[highlighted]:text-amber-950';

function MenuLink({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <DropdownMenu.Item asChild>
      {/* A plain className: Radix's Slot cannot merge NavLink's className function. */}
      <NavLink
        to={item.to}
        className={cn(itemClasses, 'aria-[current=page]:font-semibold aria-[current=page]:text-amber-900')}
      >
        {Icon && <Icon aria-hidden="true" className="size-4 text-stone-500" />}
        {item.label}
      </NavLink>
    </DropdownMenu.Item>
  );
}

function MenuLabel({ children }: { children: string }) {
  return (
    <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
      {children}
    </DropdownMenu.Label>
  );
}

/**
 * The account menu. Its trigger reads the username (or the e-mail while no username is set).
 * Below `lg` it also holds the main links, which the top bar has no room for.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const signOut = useSignOut();
  const name = user.username || user.email;

  return (
    // Not modal: the page stays readable to assistive technology; a click outside still closes the menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex h-10 max-w-[7.5rem] items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-xs min-[360px]:max-w-[11rem] sm:max-w-[16rem]',
          'hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          'data-[state=open]:bg-stone-100',
        )}
      >
        {isWide ? (
          <CircleUser aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
        ) : (
          <Menu aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
        )}
        <span className="truncate">{name}</span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] w-64 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          {/* The trigger cuts a long name on a phone; here it is whole. */}
          <p className="px-2 pt-1 pb-2 text-xs text-stone-600">
            Signed in as <span className="block text-sm font-medium break-all text-stone-900">{name}</span>
          </p>
          {!isWide && (
            <>
              <MenuLabel>Practice</MenuLabel>
              {mainLinks.map((item) => (
                <MenuLink key={item.to} item={item} />
              ))}
              <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />
            </>
          )}
          <MenuLabel>Account</MenuLabel>
          {userMenuLinks.map((item) => (
            <MenuLink key={item.to} item={item} />
          ))}
          {user.isSuperadmin && <MenuLink item={adminLink} />}
          <DropdownMenu.Separator className="my-1.5 h-px bg-stone-200" />
          <DropdownMenu.Item className={itemClasses} disabled={signOut.isPending} onSelect={() => signOut.mutate()}>
            <LogOut aria-hidden="true" className="size-4 text-stone-500" />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
