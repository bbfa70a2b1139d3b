import { Trophy } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';

/**
 * An achievement's icon (decorative: the title beside it says what it is). Addresses the CSP does not let load
 * (other hosts), and ones that fail, show a trophy instead.
 */
export function AchievementIcon({ url, className }: { url: string | null | undefined; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = isEmbeddableImageUrl(url) && url !== failed ? url : null;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-lg bg-amber-100 text-amber-800',
        className,
      )}
    >
      {shown ? (
        <img
          key={shown}
          src={shown}
          alt=""
          decoding="async"
          onError={() => setFailed(shown)}
          className="size-full object-cover"
        />
      ) : (
        <Trophy aria-hidden="true" className="size-1/2" />
      )}
    </span>
  );
}
