import { PRODUCT_NAME } from '@woodshed/shared';
import { Guitar } from 'lucide-react';
import { Link } from 'react-router';
import { useSiteInfo } from '@/features/admin';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

/**
 * The product name, linking home, with the school's name under it when a superadmin set one. The
 * name wraps rather than being cut short, on every page and at every width; `nameClassName` limits its width.
 */
export function Brand({ nameClassName }: { nameClassName?: string }) {
  const { data } = useSiteInfo();
  const schoolName = data?.schoolName;
  return (
    <Link
      to={paths.home}
      className="inline-flex min-w-0 items-center gap-2 rounded-md text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
    >
      <span
        aria-hidden="true"
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-800 text-amber-50"
      >
        <Guitar className="size-5" />
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-lg leading-tight font-bold tracking-tight">{PRODUCT_NAME}</span>
        {schoolName && (
          <span
            data-testid="school-name"
            className={cn('text-xs leading-tight font-medium break-words text-stone-600 sm:text-sm', nameClassName)}
          >
            {schoolName}
          </span>
        )}
      </span>
    </Link>
  );
}
