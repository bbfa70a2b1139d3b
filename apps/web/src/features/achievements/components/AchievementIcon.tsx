import { Award } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';

interface AchievementIconProps {
  url: string | null | undefined;
  /** The size, e.g. 'size-14'. */
  className?: string;
  /** Not earned yet: greyed. */
  muted?: boolean;
}

/**
 * An achievement's icon (decorative: the title beside it says what it is), drawn as it is: a badge keeps its own
 * shape, with no tile, border or background of ours around it (issue 26). Addresses the CSP does not let load (other
 * hosts), and ones that fail, show the award symbol instead.
 */
export function AchievementIcon({ url, className, muted = false }: AchievementIconProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = isEmbeddableImageUrl(url) && url !== failed ? url : null;
  if (!shown) {
    return (
      <Award
        aria-hidden="true"
        strokeWidth={1.5}
        className={cn('shrink-0', muted ? 'text-stone-400' : 'text-amber-700', className)}
      />
    );
  }
  return (
    <img
      key={shown}
      src={shown}
      alt=""
      decoding="async"
      loading="lazy"
      onError={() => setFailed(shown)}
      className={cn('shrink-0 object-contain', muted && 'opacity-60 grayscale', className)}
    />
  );
}
