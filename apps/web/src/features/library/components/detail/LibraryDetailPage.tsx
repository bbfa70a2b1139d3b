import { CONTENT_TYPE_LABELS, messages, type ContentType } from '@woodshed/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useLibraryDetail } from '../../api/detail';
import { DetailHeader } from './DetailHeader';
import { DetailLoadFailed, DetailLoading, DetailNotFound } from './DetailStates';
import { isDetailOf, type DetailOf, type Fact } from './types';

interface LibraryDetailPageProps<T extends ContentType> {
  /** The route's type; an item of another type shows the not-found screen. */
  type: T;
  /** The type's facts for the header (Read time, Instructor, Tempo…). */
  facts: (item: DetailOf<T>) => Fact[];
  /** The type's body (article text, video player, chord progression…). */
  children: (item: DetailOf<T>) => ReactNode;
}

/**
 * A detail page (/library/{segment}/:id, the id being the library id): loading, not found (404 or an
 * item of another type), load failure, or the item's header and body.
 */
export function LibraryDetailPage<T extends ContentType>({ type, facts, children }: LibraryDetailPageProps<T>) {
  const { id = '' } = useParams();
  const detail = useLibraryDetail(id);
  const item = detail.data && isDetailOf(detail.data, type) ? detail.data : null;
  const notFound =
    (detail.isError && isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 400)) ||
    (detail.data !== undefined && item === null);
  useDocumentTitle(notFound ? messages.library.notFound[type] : (item?.title ?? CONTENT_TYPE_LABELS[type].singular));
  if (notFound) return <DetailNotFound type={type} />;
  if (detail.isPending) return <DetailLoading type={type} />;
  if (!item) return <DetailLoadFailed type={type} onRetry={() => void detail.refetch()} />;

  return (
    <article className="flex flex-col gap-8">
      <DetailHeader item={item} facts={facts(item)} bookmarkCheckFailed={detail.isRefetchError} />
      {children(item)}
    </article>
  );
}
