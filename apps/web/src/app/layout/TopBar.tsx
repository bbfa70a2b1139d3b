import type { SessionUser } from '@woodshed/shared';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { Brand } from './Brand';
import { mainLinks } from './nav-links';
import { UserMenu } from './UserMenu';

export function TopBar({ user }: { user: SessionUser }) {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      {/* At least 64 px: a long school name may take another line rather than be cut. */}
      <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-4 px-4 py-1.5 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center xl:flex-none">
          {/* Beside the main links a long name wraps within 16rem. */}
          <Brand nameClassName="xl:max-w-64" />
        </div>
        <nav aria-label="Main" className="ml-4 hidden flex-1 xl:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                      isActive
                        ? 'bg-amber-50 text-amber-900'
                        : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                    )
                  }
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto shrink-0">
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
