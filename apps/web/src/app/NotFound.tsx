import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { Brand } from './layout/Brand';

/** The 404 card. Inside the app shell (unknown /admin paths) it is used on its own. */
export function NotFoundContent() {
  useDocumentTitle('Page not found');
  return (
    <Card className="mx-auto w-full max-w-md text-center">
      <p className="text-sm font-semibold text-amber-800">404</p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-stone-900">Page not found</h1>
      <p className="mt-2 text-stone-600">
        We could not find the page you were looking for. It may have moved, or the link may be wrong.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-6')}>
        Go to the home page
      </Link>
    </Card>
  );
}

/** The catch-all route: a page of its own, with the product name. */
export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="flex justify-center px-4 pt-10 pb-6">
        <Brand />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-12">
        <NotFoundContent />
      </main>
    </div>
  );
}
