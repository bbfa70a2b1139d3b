import { messages, SESSION_TYPES, SUMMARIES_PAGE_SIZE, type SessionType } from '@woodshed/shared';
import { ArrowLeft, NotebookText } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { Pagination } from '@/components/ui/Pagination';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDeleteSummary } from '../api/delete-summary';
import { useSummaries } from '../api/summaries';
import { useSummary } from '../api/summary';
import { fullName } from '../components/faculty/FacultyAvatar';
import { SummaryDetailPanel } from '../components/viewer/SummaryDetailPanel';
import { SummaryList } from '../components/viewer/SummaryList';

const m = messages.summaries;

const TYPE_LABELS: Record<SessionType, string> = { all: 'All', private: 'Private', group: 'Group' };
const TYPE_OPTIONS = SESSION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** Tailwind's `lg`: from here list and detail sit side by side. */
const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

/**
 * /session-summaries: the summaries the viewer took part in (superadmins: all), with search,
 * Faculty and Session Type filters, and the chosen one (?summary=id) in the detail panel.
 */
export function Component() {
  useDocumentTitle('Session Summaries');
  const { user, isSuperadmin } = useAuth();
  const timeZone = user?.timezone ?? 'UTC';
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('summary');
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [facultyId, setFacultyId] = useState('');
  const [type, setType] = useState<SessionType>('all');
  const [page, setPage] = useState(1);
  const summaries = useSummaries({
    search,
    type,
    page,
    pageSize: SUMMARIES_PAGE_SIZE,
    ...(facultyId ? { facultyId } : {}),
  });
  // The summary just deleted is not asked for again while the address still names it.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const summary = useSummary(selectedId === deletedId ? null : selectedId);
  const remove = useDeleteSummary();
  const [notice, setNotice] = useState<string | null>(null);
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const detailsRef = useRef<HTMLElement>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  /** The summary just chosen from the list, until its detail is shown. */
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The summary is gone after a delete: focus goes to the list. The target is the summary's id.
  const deletion = useDeleteConfirmation<string>({
    mutation: remove,
    failedMessage: m.deleteFailed,
    focusAfterDelete: listHeadingRef,
  });

  // On a narrow screen the detail is under the list: the chosen summary, once shown (at once when it was loaded
  // before), comes to the top of the screen and its heading takes focus.
  const shownId = summary.data?.id;
  useEffect(() => {
    if (chosenId === null || shownId !== chosenId) return;
    setChosenId(null);
    if (sideBySide) return;
    detailsRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [chosenId, shownId, sideBySide]);

  const filtered = search !== '' || facultyId !== '' || type !== 'all';
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  if (summaries.isError && !summaries.data) {
    return (
      <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{m.errorTitle}</h1>
        <Banner tone="error" className="w-full text-left">
          {m.loadFailed}
        </Banner>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            variant="secondary"
            onClick={() => void summaries.refetch()}
            loading={summaries.isFetching}
            loadingText="Retrying..."
          >
            Try again
          </Button>
          <TextLink to={paths.home} className="inline-flex items-center gap-1 self-center">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.backToDashboard}
          </TextLink>
        </div>
      </div>
    );
  }

  const facultyOptions = [
    { value: '', label: 'All faculty' },
    ...(summaries.data?.faculty ?? []).map((member) => ({ value: member.id, label: fullName(member) })),
  ];
  const total = summaries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUMMARIES_PAGE_SIZE));

  const confirmDelete = () => {
    const summaryId = deletion.target;
    if (!summaryId) return;
    remove.mutate(summaryId, {
      onSuccess: () => {
        setDeletedId(summaryId);
        deletion.deleted();
        setNotice('Session summary deleted.');
        setSearchParams({}, { replace: true });
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col">
      <PageHeader
        title="Session Summaries"
        description={
          isSuperadmin ? 'Every lesson summary of the school.' : 'Notes, files and homework from your lessons.'
        }
      />
      {notice && (
        <Banner tone="success" className="mb-4">
          {notice}
        </Banner>
      )}
      <div role="search" aria-label="Filter session summaries" className="mb-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <SearchField
          label="Search"
          value={text}
          onChange={(value) => changeFilter(() => setText(value))}
          placeholder="Description, notes or teacher"
        />
        <SelectField
          label="Faculty"
          options={facultyOptions}
          value={facultyId}
          onChange={(event) => changeFilter(() => setFacultyId(event.target.value))}
        />
        <SelectField
          label="Session Type"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(event) => changeFilter(() => setType(event.target.value as SessionType))}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-labelledby="summaries-list-heading" className="flex flex-col gap-3">
          <h2
            id="summaries-list-heading"
            ref={listHeadingRef}
            tabIndex={-1}
            className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-700 uppercase focus:outline-none"
          >
            Summaries{summaries.data && ` (${total})`}
            {summaries.isFetching && summaries.isPlaceholderData && <Spinner size="sm" label="Searching…" />}
          </h2>
          {summaries.isPending && (
            <div className="flex justify-center py-8">
              <Spinner label="Loading session summaries…" size="lg" />
            </div>
          )}
          {summaries.data && summaries.data.items.length === 0 && (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
              {filtered ? m.noMatches : m.noneYet}
            </p>
          )}
          {summaries.data && summaries.data.items.length > 0 && (
            <SummaryList
              items={summaries.data.items}
              selectedId={selectedId}
              timeZone={timeZone}
              onChoose={setChosenId}
            />
          )}
          {pageCount > 1 && <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />}
        </section>

        <section
          ref={detailsRef}
          aria-label="Summary details"
          // Scrolled to, it stops below the sticky top bar.
          className="scroll-mt-20 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 lg:sticky lg:top-4"
        >
          {!selectedId && (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-stone-600">
              <NotebookText aria-hidden="true" className="size-8 text-stone-400" />
              <p className="font-semibold text-stone-800">{m.noneSelected}</p>
              <p className="text-sm">Choose a summary to see its notes, files and homework.</p>
            </div>
          )}
          {selectedId && summary.isPending && (
            <div className="flex justify-center py-10">
              <Spinner label="Loading the summary…" size="lg" />
            </div>
          )}
          {selectedId && summary.isError && (
            <Banner tone="error">
              {isApiError(summary.error) && [400, 404].includes(summary.error.status) ? m.notFound : m.loadFailed}
            </Banner>
          )}
          {summary.isSuccess && selectedId && (
            <SummaryDetailPanel
              summary={summary.data}
              timeZone={timeZone}
              viewerId={user?.id ?? ''}
              headingRef={headingRef}
              onDelete={isSuperadmin ? () => deletion.ask(selectedId) : null}
            />
          )}
        </section>
      </div>

      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete session summary?"
        message={m.deleteConfirm}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
