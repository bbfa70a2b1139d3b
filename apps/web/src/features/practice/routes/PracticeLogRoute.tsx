import { DEFAULT_TIME_ZONE, type PracticeSession } from '@woodshed/shared';
import { History } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { useAuth } from '@/features/auth';
import { PracticeTimerCard } from '@/features/practice-room';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import type { RecentStatus } from '../api/keys';
import { LogPracticeForm } from '../components/LogPracticeForm';
import { RecentSessions } from '../components/RecentSessions';

/** /practice: log a session, and the recent sessions, active or pending deletion. */
export function Component() {
  useDocumentTitle('Practice Log');
  const { user } = useAuth();
  const timeZone = user?.timezone ?? DEFAULT_TIME_ZONE;
  const [recentStatus, setRecentStatus] = useState<RecentStatus>('active');
  const [editing, setEditing] = useState<PracticeSession | null>(null);

  return (
    <>
      <PageHeader
        title="Practice Log"
        description="Record what you practised and keep an eye on your recent sessions."
        actions={
          <Link to={paths.practiceHistory} className={buttonClasses('secondary')}>
            <History aria-hidden="true" className="size-4" />
            View full history
          </Link>
        }
      />
      {user && (
        <div className="mb-6">
          <PracticeTimerCard userId={user.id} />
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <LogPracticeForm
          timeZone={timeZone}
          onLogged={() => setRecentStatus('active')}
          editing={editing}
          onEditDone={() => setEditing(null)}
        />
        <RecentSessions
          status={recentStatus}
          onStatusChange={setRecentStatus}
          timeZone={timeZone}
          onEdit={setEditing}
        />
      </div>
    </>
  );
}
