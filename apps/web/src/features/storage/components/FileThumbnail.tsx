import type { StoredFile } from '@woodshed/shared';
import { FileAudio, FileText, FileVideo } from 'lucide-react';
import { cn } from '@/lib/cn';

const icons = { document: FileText, audio: FileAudio, video: FileVideo } as const;

/** A small preview: the picture itself for images, an icon for anything else. Decorative (the name is beside it). */
export function FileThumbnail({ file, className }: { file: StoredFile; className?: string }) {
  const box = cn(
    'flex shrink-0 items-center justify-center overflow-hidden rounded-md border border-stone-200 bg-stone-100',
    className,
  );
  if (file.category === 'image') {
    return (
      <span className={box}>
        <img src={file.url} alt="" loading="lazy" className="size-full object-cover" />
      </span>
    );
  }
  const Icon = icons[file.category];
  return (
    <span className={box}>
      <Icon aria-hidden="true" className="size-6 text-stone-500" />
    </span>
  );
}
