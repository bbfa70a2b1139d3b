import { DEFAULT_TIME_ZONE, messages } from '@woodshed/shared';
import { ArrowLeft, Award, FilePlus2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminUserDetail } from '../api/user-detail';
import { ActivityTabs } from '../components/user/ActivityTabs';
import { AwardAchievementDialog } from '../components/user/AwardAchievementDialog';
import { AwardXpDialog } from '../components/user/AwardXpDialog';
import { RoleBadges, UserOverview } from '../components/user/UserOverview';

const m = messages.admin;

/** The server's words for a refusal it explains (4xx); the spec's generic text for anything else. */
function loadFailure(error: unknown): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : m.userLoadFailed;
}

function BackLink() {
  return (
    <TextLink to={paths.adminUsers} className="mb-4 inline-flex items-center gap-1 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to User Management
    </TextLink>
  );
}

/** /admin/users/{userId}. */
export function Component() {
  const { userId = '' } = useParams();
  const { user: viewer } = useAuth();
  const timeZone = viewer?.timezone ?? DEFAULT_TIME_ZONE;
  const detail = useAdminUserDetail(userId);
  const [dialog, setDialog] = useState<'xp' | 'achievement' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const data = detail.data;
  useDocumentTitle(data ? `${data.profile.displayName} · User Details` : 'User Details');

  if (!data) {
    const notFound = isApiError(detail.error) && detail.error.status === 404;
    return (
      <>
        <BackLink />
        {notFound ? (
          <PageHeader title={m.userNotFound} />
        ) : detail.isError ? (
          <>
            <PageHeader title="User Details" />
            <LoadError
              message={loadFailure(detail.error)}
              onRetry={() => void detail.refetch()}
              retrying={detail.isFetching}
              size="md"
            />
          </>
        ) : (
          <div className="flex justify-center py-16">
            <Spinner size="lg" label="Loading user…" />
          </div>
        )}
      </>
    );
  }

  const { profile, auth } = data;
  const user = { id: profile.id, displayName: profile.displayName };
  return (
    <>
      <BackLink />
      <PageHeader
        title={profile.displayName}
        description={
          <span className="flex flex-col gap-2">
            <span className="break-all">{auth.email}</span>
            <RoleBadges profile={profile} />
          </span>
        }
        actions={
          <>
            <Button
              onClick={() => {
                setNotice(null);
                setDialog('xp');
              }}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              Award XP
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setDialog('achievement');
              }}
            >
              <Award aria-hidden="true" className="size-4" />
              Award Achievement
            </Button>
            <Link to={paths.adminCreateSessionSummary(profile.id)} className={buttonClasses('secondary')}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              Create Session Summary
            </Link>
          </>
        }
      />
      {notice && (
        <Banner tone="success" className="mb-4">
          {notice}
        </Banner>
      )}
      {detail.isError && (
        <Banner tone="error" className="mb-4">
          {m.userInformationFailed}
        </Banner>
      )}
      <div className="flex flex-col gap-8">
        <UserOverview detail={data} timeZone={timeZone} />
        <ActivityTabs userId={profile.id} timeZone={timeZone} />
      </div>
      <AwardXpDialog open={dialog === 'xp'} onClose={() => setDialog(null)} user={user} />
      <AwardAchievementDialog
        open={dialog === 'achievement'}
        onClose={() => setDialog(null)}
        user={user}
        earned={data.achievements}
        onAwarded={(text) => {
          setDialog(null);
          setNotice(text);
        }}
      />
    </>
  );
}
