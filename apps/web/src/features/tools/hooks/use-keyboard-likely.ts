import { useEffect, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** A mouse or trackpad is the main pointer: a computer, so a keyboard is most likely there too. */
const FINE_POINTER_QUERY = '(hover: hover) and (pointer: fine)';

/**
 * Whether keyboard hints are worth showing: on a computer with a mouse or trackpad, and on any device once a key
 * has been pressed (a tablet with a keyboard attached). Touch-only screens get neither.
 */
export function useKeyboardLikely(): boolean {
  const finePointer = useMediaQuery(FINE_POINTER_QUERY);
  const [keyPressed, setKeyPressed] = useState(false);

  useEffect(() => {
    if (finePointer || keyPressed) return;
    const onKeyDown = () => setKeyPressed(true);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [finePointer, keyPressed]);

  return finePointer || keyPressed;
}
