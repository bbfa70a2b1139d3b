import { CONTENT_TYPE_LABELS, messages, type ContentType } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { listTitle } from '../../labels';

/** 'Back to Articles' (to the type's list). */
export function BackToList({ type }: { type: ContentType }) {
  return (
    <TextLink to={paths.libraryList(type)} className="inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to {listTitle(type)}
    </TextLink>
  );
}

export function DetailLoading({ type }: { type: ContentType }) {
  return (
    <div className="flex flex-col gap-6">
      <BackToList type={type} />
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={`Loading ${CONTENT_TYPE_LABELS[type].singular.toLowerCase()}…`} />
      </div>
    </div>
  );
}

/** 'Article not found', 'Piece not found', … with a way back to the list. */
export function DetailNotFound({ type }: { type: ContentType }) {
  const title = messages.library.notFound[type];
  return (
    <div className="flex flex-col items-start gap-4">
      <BackToList type={type} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      <p className="text-stone-700">
        It may have been removed or unpublished. Browse the {listTitle(type).toLowerCase()} for something else to
        practise.
      </p>
    </div>
  );
}

/** 'Failed to load article' and a retry. */
export function DetailLoadFailed({ type, onRetry }: { type: ContentType; onRetry: () => void }) {
  const heading = CONTENT_TYPE_LABELS[type].singular;
  return (
    <div className="flex flex-col items-start gap-4">
      <BackToList type={type} />
      <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{heading}</h1>
      <LoadError message={messages.library.detailLoadFailed[type]} onRetry={onRetry} size="md" className="w-full" />
    </div>
  );
}
