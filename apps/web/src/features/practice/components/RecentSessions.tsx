import { messages, type PracticeSession } from '@woodshed/shared';
import { useId } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useFocusAreas } from '../api/focus-areas';
import type { RecentStatus } from '../api/keys';
import { useRecentSessions } from '../api/recent-sessions';
import { SegmentedTabs, type TabOption } from './SegmentedTabs';
import { SessionCard } from './SessionCard';
import { SessionActionsNotice } from './SessionActionsNotice';
import { useSessionActions } from './use-session-actions';

const tabs: ReadonlyArray<TabOption<RecentStatus>> = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: messages.practice.pendingTab },
];

interface RecentSessionsProps {
  status: RecentStatus;
  onStatusChange: (status: RecentStatus) => void;
  timeZone: string;
  /** Opens an active session in the log form to correct it. */
  onEdit?: (session: PracticeSession) => void;
}

/** 'Recent sessions': the latest 10, active (with Delete) or pending deletion (with Restore). */
export function RecentSessions({ status, onStatusChange, timeZone, onEdit }: RecentSessionsProps) {
  const headingId = useId();
  const sessions = useRecentSessions(status);
  const { namesById } = useFocusAreas();
  const actions = useSessionActions();
  const items = sessions.data;

  return (
    <Card className="p-4 sm:p-6" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-stone-900">
        Recent sessions
      </h2>
      <SegmentedTabs
        label="Session status"
        value={status}
        options={tabs}
        onValueChange={(next) => {
          actions.reset();
          onStatusChange(next);
        }}
        panelRef={actions.containerRef}
      >
        <SessionActionsNotice actions={actions} />
        {actions.error && (
          <Banner tone="error" className="mb-4">
            {actions.error}
          </Banner>
        )}
        {sessions.isPending && <Spinner label="Loading practice sessions…" />}
        {sessions.isError && (
          <LoadError
            message={messages.practice.listFailed}
            onRetry={() => void sessions.refetch()}
            retryLabel="Try again to load practice sessions"
          />
        )}
        {items && items.length === 0 && (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-stone-700">
            {status === 'active' ? messages.practice.emptyActive : messages.practice.emptyPending}
          </p>
        )}
        {items && items.length > 0 && (
          <ul className="divide-y divide-stone-200">
            {items.map((session, index) => (
              <SessionCard
                key={session.id}
                session={session}
                namesById={namesById}
                timeZone={timeZone}
                busy={actions.busyIds.has(session.id)}
                onAction={() => void actions.run(status === 'active' ? 'delete' : 'restore', session, index)}
                onEdit={onEdit && (() => onEdit(session))}
              />
            ))}
          </ul>
        )}
      </SegmentedTabs>
    </Card>
  );
}
