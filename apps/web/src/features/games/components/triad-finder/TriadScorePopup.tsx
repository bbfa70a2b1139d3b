import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * '+100' over the board for the score popup's second. It rises and fades unless the user asked for less motion.
 * Hidden from screen readers: the status line says the same.
 */
export function TriadScorePopup({ points }: { points: number }) {
  const element = useRef<HTMLParagraphElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    if (reducedMotion || !element.current?.animate) return;
    const animation = element.current.animate(
      [
        { transform: 'translateY(0.5rem) scale(0.9)', opacity: 0 },
        { transform: 'translateY(0) scale(1)', opacity: 1, offset: 0.2 },
        { transform: 'translateY(0)', opacity: 1, offset: 0.7 },
        { transform: 'translateY(-1.5rem)', opacity: 0 },
      ],
      { duration: 1000, easing: 'ease-out', fill: 'forwards' },
    );
    return () => animation.cancel();
  }, [reducedMotion]);
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-1/3 z-10 flex justify-center">
      <p
        ref={element}
        data-testid="score-popup"
        className="rounded-full bg-emerald-700 px-4 py-1.5 text-2xl font-bold text-white shadow-lg"
      >
        +{points}
      </p>
    </div>
  );
}
