import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `lg`: from here list and detail sit side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

/**
 * On a narrow screen the detail is under the list: the summary chosen there (`choose`), once shown (at once when it
 * was loaded before), comes to the top of the screen and its heading takes focus. Side by side nothing moves.
 */
export function useRevealChosen(shownId: string | undefined) {
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  /** The summary just chosen from the list, until its detail is shown. */
  const [chosenId, setChosenId] = useState<string | null>(null);

  useEffect(() => {
    if (chosenId === null || shownId !== chosenId) return;
    setChosenId(null);
    if (sideBySide) return;
    detailsRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [chosenId, shownId, sideBySide]);

  return { choose: setChosenId, headingRef, detailsRef };
}
