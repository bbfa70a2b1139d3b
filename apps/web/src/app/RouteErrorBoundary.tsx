import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { NotFoundPage } from './NotFound';

/** Last line of defence: a render error or a route module that failed to load (often a new release). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorScreen error={error} />;
}

function ErrorScreen({ error }: { error: unknown }) {
  useDocumentTitle('Something went wrong');
  useEffect(() => console.error(error), [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <Card className="flex w-full max-w-md flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">Something went wrong</h1>
        <Banner tone="error">
          This page could not be shown. Reloading usually helps, especially right after Woodshed was updated.
        </Banner>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Link to={paths.home} reloadDocument className={buttonClasses('secondary')}>
            Go to the home page
          </Link>
        </div>
      </Card>
    </main>
  );
}
