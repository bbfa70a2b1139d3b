import { Outlet } from 'react-router';
import { Brand } from './Brand';
import { SkipLink } from './SkipLink';

/** Sign-in, sign-up, password and legal pages: the product name over a centred card. */
export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-amber-50 via-stone-50 to-stone-100">
      <SkipLink />
      <header className="flex justify-center px-4 pt-10 pb-6">
        <Brand />
      </header>
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col items-center px-4 pb-12 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
