import { DEFAULT_TIME_ZONE, HISTORY_PAGE_SIZE, messages, type PracticeSession } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
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
import { EDIT_SESSION_ATTRIBUTE } from '../components/EditSessionButton';
import { EditSessionDialog } from '../components/EditSessionDialog';
import { HistoryTable } from '../components/HistoryTable';
import { Pagination } from '@/components/ui/Pagination';
import { SegmentedTabs, type TabOption } from '../components/SegmentedTabs';
import { SessionActionsNotice } from '../components/SessionActionsNotice';
import { useSessionActions } from '../components/use-session-actions';
import { focusAndReveal } from '../focus';
import { sessionCountLabel } from '../format';
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
  const [editing, setEditing] = useState<PracticeSession | null>(null);
  /** The session last opened for editing: its Edit button gets focus back when the dialog closes. */
  const editedId = useRef<string | null>(null);

  const startEditing = (session: PracticeSession) => {
    actions.reset();
    editedId.current = session.id;
    setEditing(session);
  };
  const finishEditing = (saved: PracticeSession | null) => {
    setEditing(null);
    if (saved) actions.announce(messages.practice.updated);
  };
  /**
   * Back to the row's Edit button; the lists have refetched by then, so a session whose new date took it to
   * another page has no row here: the session count takes focus instead.
   */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const id = editedId.current;
    editedId.current = null;
    const button = id
      ? actions.containerRef.current?.querySelector<HTMLElement>(`[${EDIT_SESSION_ATTRIBUTE}="${CSS.escape(id)}"]`)
      : null;
    focusAndReveal(button ?? countRef.current);
  };

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

  const areaOptions: SelectOption[] = [
    { value: '', label: 'All' },
    ...(focusAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];
  if (state.focusAreaId && !focusAreas.namesById.has(state.focusAreaId)) {
    areaOptions.push({
      value: String(state.focusAreaId),
      label: focusAreas.isPending ? 'Loading…' : `Focus area ${state.focusAreaId}`,
    });
  }

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
          <SelectField
            label="Focus area"
            value={state.focusAreaId ? String(state.focusAreaId) : ''}
            options={areaOptions}
            onChange={(event) => {
              actions.reset();
              setFocusArea(event.target.value);
            }}
            className="w-full sm:w-56"
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
          <div className="flex flex-col gap-4">
            <p ref={countRef} tabIndex={-1} role="status" className="text-sm font-medium text-stone-700 outline-none">
              {history.isFetching && history.isPlaceholderData ? 'Loading…' : sessionCountLabel(data.total)}
            </p>
            {history.isError && <Banner tone="error">{messages.practice.listFailed}</Banner>}
            {data.items.length === 0 ? (
              !pastTheEnd && (
                <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
                  {messages.practice.emptyHistory}
                </p>
              )
            ) : (
              <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
                <HistoryTable
                  sessions={data.items}
                  namesById={focusAreas.namesById}
                  timeZone={timeZone}
                  busyIds={actions.busyIds}
                  onAction={(session, index) =>
                    void actions.run(session.scheduledRemoval ? 'restore' : 'delete', session, index)
                  }
                  onEdit={startEditing}
                  stale={history.isPlaceholderData}
                />
              </div>
            )}
            {data.total > 0 && (
              <Pagination page={Math.min(state.page, pageCount)} pageCount={pageCount} onPageChange={changePage} />
            )}
          </div>
        )}
      </SegmentedTabs>
      <EditSessionDialog session={editing} timeZone={timeZone} onDone={finishEditing} onCloseAutoFocus={returnFocus} />
    </>
  );
}
