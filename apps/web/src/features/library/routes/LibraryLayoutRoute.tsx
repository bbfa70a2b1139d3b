import { Outlet } from 'react-router';
import { LibraryLayout } from '../components/LibraryLayout';

/** Layout route of every /library path (router.tsx): the section navigation stays while pages change. */
export function Component() {
  return (
    <LibraryLayout>
      <Outlet />
    </LibraryLayout>
  );
}
