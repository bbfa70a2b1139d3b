import { useMediaQuery } from '@/lib/use-media-query';

/** Whether the user asked the system for less motion (no animations then). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
