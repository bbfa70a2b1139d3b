import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';

interface CourseImageProps {
  /** Tried in turn: the hero image, then the thumbnail. */
  urls: ReadonlyArray<string | null | undefined>;
  className?: string;
}

/**
 * A course's picture (decorative: the title says what it is). The first address the CSP lets load (this site or
 * a data: image) that does not fail, else a tinted placeholder with a mortarboard.
 */
export function CourseImage({ urls, className }: CourseImageProps) {
  const candidates = urls.filter(isEmbeddableImageUrl);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const url = candidates.find((candidate) => !failed.has(candidate));

  if (url) {
    return (
      <div className={cn('overflow-hidden bg-stone-100', className)}>
        <img
          key={url}
          src={url}
          alt=""
          decoding="async"
          onError={() => setFailed((previous) => new Set(previous).add(url))}
          className="size-full object-cover"
        />
      </div>
    );
  }
  return (
    <div className={cn('flex items-center justify-center bg-amber-100 text-amber-800', className)}>
      <GraduationCap aria-hidden="true" className="size-12 opacity-80" strokeWidth={1.5} />
    </div>
  );
}
