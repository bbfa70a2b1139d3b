import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `rootMargin` of the viewport; stays true once it has. For loading
 * below-the-fold code (a chart, an editor) shortly before it is seen instead of with the page.
 * Returns a callback ref for the element. True at once where IntersectionObserver is missing.
 */
export function useNearViewport<T extends Element>(rootMargin = '300px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, rootMargin]);

  return [setElement, near];
}
