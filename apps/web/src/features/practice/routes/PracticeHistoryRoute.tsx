import { DEFAULT_TIME_ZONE, HISTORY_PAGE_SIZE, messages } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Banner } from '@/components/ui/Banner';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useFocusAreas } from '../api/focus-areas';
import { useHistory } from '../api/history';
import type { HistoryStatus } from '../api/keys';
import { EditSessionDialog } from '../components/EditSessionDialog';
import { HistoryResults } from '../components/HistoryResults';
import { SegmentedTabs, type TabOption } from '../components/SegmentedTabs';
import { SessionActionsNotice } from '../components/SessionActionsNotice';
import { useSessionActions } from '../components/use-session-actions';
import { useSessionEditing } from '../components/use-session-editing';
import { focusAndReveal } from '../focus';
import { useHistoryState } from '../history-state';

const tabs: ReadonlyArray<TabOption<HistoryStatus>> = [
  { value: 'active', label: 'Active' },
  { value: 'deleted', label: messages.practice.pendingTab },
];

/**
 * /practice/history: every session, 10 a page, newest practice date first (then newest logged); active or pending
 * deletion, by focus area. Active sessions open in an edit dialog (issue 12).
 */
export function Component() {
  useDocumentTitle('Practice History');
  const { user } = useAuth();
  const timeZone = user?.timezone ?? DEFAULT_TIME_ZONE;
  const { state, setStatus, setFocusArea, setPage } = useHistoryState();
  const focusAreas = useFocusAreas();
  const history = useHistory({
    status: state.status,
    focusAreaId: state.focusAreaId ?? undefined,
    page: state.page,
    pageSize: HISTORY_PAGE_SIZE,
  });
  const actions = useSessionActions();
  const countRef = useRef<HTMLParagraphElement>(null);
  const { editing, startEditing, finishEditing, returnFocus } = useSessionEditing(actions, countRef);

  const data = history.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / HISTORY_PAGE_SIZE)) : 1;

  // A page beyond the end (its last session was just deleted, or an old link): go to the last one.
  const pastTheEnd = Boolean(
    data && !history.isPlaceholderData && data.items.length === 0 && data.total > 0 && state.page > 1,
  );
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, true);
  }, [pastTheEnd, pageCount, setPage]);

  const changePage = (page: number) => {
    actions.reset();
    setPage(page);
    // Start reading the new page from the top: the session count.
    focusAndReveal(countRef.current);
  };

  return (
    <>
      <TextLink to={paths.practice} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Practice Log
      </TextLink>
      <PageHeader title="Practice History" description="Every session you have logged, newest first." />
      {focusAreas.isError && (
        <Banner tone="error" className="mb-4">
          {messages.practice.focusAreasFailed}
        </Banner>
      )}
      <SegmentedTabs
        label="Session status"
        value={state.status}
        options={tabs}
        onValueChange={(status) => {
          actions.reset();
          setStatus(status);
        }}
        panelRef={actions.containerRef}
        aside={
          <FocusAreaFilter
            focusAreas={focusAreas}
            chosenId={state.focusAreaId}
            onChange={(value) => {
              actions.reset();
              setFocusArea(value);
            }}
          />
        }
      >
        <SessionActionsNotice actions={actions} />
        {actions.error && (
          <Banner tone="error" className="mb-4">
            {actions.error}
          </Banner>
        )}
        {history.isPending && <Spinner label="Loading practice sessions…" />}
        {history.isError && !data && (
          <LoadError
            message={messages.practice.listFailed}
            onRetry={() => void history.refetch()}
            retryLabel="Try again to load practice sessions"
          />
        )}
        {data && (
          <HistoryResults
            data={data}
            stale={history.isPlaceholderData}
            loading={history.isFetching && history.isPlaceholderData}
            failed={history.isError}
            pastTheEnd={pastTheEnd}
            page={state.page}
            pageCount={pageCount}
            namesById={focusAreas.namesById}
            timeZone={timeZone}
            actions={actions}
            countRef={countRef}
            onEdit={startEditing}
            onPageChange={changePage}
          />
        )}
      </SegmentedTabs>
      <EditSessionDialog session={editing} timeZone={timeZone} onDone={finishEditing} onCloseAutoFocus={returnFocus} />
    </>
  );
}

interface FocusAreaFilterProps {
  focusAreas: ReturnType<typeof useFocusAreas>;
  chosenId: number | null;
  onChange: (value: string) => void;
}

/** 'Focus area': All, then each focus area; one the list lacks (an old link, or the list loading) stays chosen. */
function FocusAreaFilter({ focusAreas, chosenId, onChange }: FocusAreaFilterProps) {
  const options: SelectOption[] = [
    { value: '', label: 'All' },
    ...(focusAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];
  if (chosenId && !focusAreas.namesById.has(chosenId)) {
    options.push({ value: String(chosenId), label: focusAreas.isPending ? 'Loading…' : `Focus area ${chosenId}` });
  }
  return (
    <SelectField
      label="Focus area"
      value={chosenId ? String(chosenId) : ''}
      options={options}
      onChange={(event) => onChange(event.target.value)}
      className="w-full sm:w-56"
    />
  );
}
