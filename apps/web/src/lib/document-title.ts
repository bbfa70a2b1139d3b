import { PRODUCT_NAME } from '@woodshed/shared';
import { useEffect } from 'react';

/** Sets the tab title to "{title} · Woodshed" (or just the product name). */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
