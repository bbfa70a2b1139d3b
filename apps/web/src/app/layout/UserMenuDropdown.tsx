import type { SessionUser } from '@woodshed/shared';
import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useSignOut } from '@/features/auth';
import { cn } from '@/lib/cn';
import { adminLink, mainLinks, userMenuLinks, type NavItem } from './nav-links';
import { TRIGGER_CLASSES, TriggerLabel } from './user-menu-trigger';

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

interface UserMenuDropdownProps {
  user: SessionUser;
  isWide: boolean;
  /** The trigger was pressed before this module arrived: open at once. */
  defaultOpen: boolean;
  /** The trigger had focus before this module arrived: give it back. */
  focusTrigger: boolean;
}

/**
 * The account menu (Radix), loaded by UserMenu when the user goes for it. Below `lg` it also holds the main links,
 * which the top bar has no room for.
 */
export function UserMenuDropdown({ user, isWide, defaultOpen, focusTrigger }: UserMenuDropdownProps) {
  const signOut = useSignOut();
  const name = user.username || user.email;
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only as it replaces the stand-in trigger; an opening menu takes focus itself.
  const [focusOnMount] = useState(focusTrigger && !defaultOpen);
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount]);

  return (
    // Not modal: the page stays readable to assistive technology; a click outside still closes the menu.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={cn(TRIGGER_CLASSES, 'data-[state=open]:bg-stone-100')}>
        <TriggerLabel name={name} isWide={isWide} />
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
