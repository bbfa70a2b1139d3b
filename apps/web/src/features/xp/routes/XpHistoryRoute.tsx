import { DEFAULT_TIME_ZONE, formatCount, messages, XP_HISTORY_PAGE_SIZE } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useXpAwards } from '../api/awards';
import { XpAwardList } from '../components/XpAwardList';

/** ?page=2 → 2; anything that is not a whole number from 1 up is page 1. */
function readPage(params: URLSearchParams): number {
  const value = params.get('page');
  const page = Number(value);
  return value && Number.isInteger(page) && page > 0 ? page : 1;
}

/** /level-guide/xp-history: the viewer's XP awards, 10 a page, newest first, page in the address. */
export function Component() {
  useDocumentTitle('XP History');
  const { user } = useAuth();
  const timeZone = user?.timezone ?? DEFAULT_TIME_ZONE;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams);
  const awards = useXpAwards(page, XP_HISTORY_PAGE_SIZE);
  const countRef = useRef<HTMLParagraphElement>(null);
  const data = awards.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / XP_HISTORY_PAGE_SIZE)) : 1;

  const setPage = useCallback(
    (next: number, replace = false) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );

  // An old link past the end: go to the last page.
  const pastTheEnd = Boolean(data && !awards.isPlaceholderData && data.items.length === 0 && data.total > 0);
  useEffect(() => {
    if (pastTheEnd && page > 1) setPage(pageCount, true);
  }, [pastTheEnd, page, pageCount, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    // Start reading the new page from the top.
    countRef.current?.focus();
  };

  return (
    <>
      <TextLink to={paths.levelGuide} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Level Guide
      </TextLink>
      <PageHeader title="XP History" description="Every XP award you have received, newest first." />
      {!data && awards.isError && (
        <LoadError
          message={messages.xp.awardsFailed}
          onRetry={() => void awards.refetch()}
          retrying={awards.isFetching}
          size="md"
        />
      )}
      {!data && !awards.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading XP awards…" />
        </div>
      )}
      {data && (
        <div className="flex flex-col gap-4" aria-busy={awards.isPlaceholderData}>
          <p ref={countRef} tabIndex={-1} className="font-medium text-stone-800 outline-none">
            {formatCount(data.total, { one: 'award', other: 'awards' })}
          </p>
          {awards.isError && (
            <LoadError
              message={messages.xp.awardsFailed}
              onRetry={() => void awards.refetch()}
              retrying={awards.isFetching}
            />
          )}
          {data.total === 0 ? (
            <p className="text-stone-700">{messages.xp.noAwards}</p>
          ) : (
            data.items.length > 0 && <XpAwardList awards={data.items} timeZone={timeZone} />
          )}
          {pageCount > 1 && (
            <Pagination page={Math.min(page, pageCount)} pageCount={pageCount} onPageChange={changePage} />
          )}
        </div>
      )}
    </>
  );
}
