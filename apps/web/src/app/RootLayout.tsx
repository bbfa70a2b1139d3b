import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** A thin bar while a lazy route module loads, so a slow network does not look like a dead click. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-amber-100"
    >
      <div className="h-full w-1/3 animate-progress bg-amber-700" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
