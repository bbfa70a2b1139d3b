import type { ContentType } from '@woodshed/shared';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { isEmbeddableImageUrl } from '@/lib/urls';
import { TYPE_ICONS, TYPE_TINTS } from './type-icons';

interface ContentThumbnailProps {
  url: string | null;
  type: ContentType;
  className?: string;
}

/**
 * The item's picture (decorative: the title says what it is), or a tinted placeholder with the type's
 * icon when there is none, when it is on another host (the CSP allows only our own files) or when it
 * fails to load.
 */
export function ContentThumbnail({ url, type, className }: ContentThumbnailProps) {
  const [failed, setFailed] = useState(false);
  const Icon = TYPE_ICONS[type];
  const box = cn('aspect-video w-full overflow-hidden', className);

  if (isEmbeddableImageUrl(url) && !failed) {
    return (
      <div className={cn(box, 'bg-stone-100')}>
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      </div>
    );
  }
  return (
    <div className={cn(box, 'flex items-center justify-center', TYPE_TINTS[type].placeholder)}>
      <Icon aria-hidden="true" className="size-10 opacity-80" strokeWidth={1.5} />
    </div>
  );
}
