import { PRODUCT_NAME } from '@woodshed/shared';
import { Guitar } from 'lucide-react';
import { Link } from 'react-router';

/** The product name, linking home. */
export function Brand() {
  return (
    <Link
      to="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-amber-700"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-amber-800 text-amber-50"
      >
        <Guitar className="size-5" />
      </span>
      {PRODUCT_NAME}
    </Link>
  );
}
