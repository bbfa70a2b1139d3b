import { messages } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useLearner } from '../api/learner';
import { SummaryForm } from '../components/create/SummaryForm';

const TITLE = 'Create Session Summary';

/** /admin/create-session-summary/{userId} (superadmins): a summary of a lesson with that learner. */
export function Component() {
  useDocumentTitle(TITLE);
  const { userId } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <TextLink
        to={userId ? paths.adminUser(userId) : paths.adminUsers}
        className="mb-4 inline-flex items-center gap-1 self-start text-sm"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {userId ? 'Back to User Details' : 'Back to User Management'}
      </TextLink>
      {userId ? (
        <ForLearner userId={userId} />
      ) : (
        <Frame title={TITLE}>
          <p className="text-stone-700">{messages.summaries.noUserSelected}</p>
        </Frame>
      )}
    </div>
  );
}

function ForLearner({ userId }: { userId: string }) {
  const learner = useLearner(userId);
  if (learner.isPending) {
    return (
      <Frame title={TITLE}>
        <div className="flex justify-center py-12">
          <Spinner label="Loading the learner…" size="lg" />
        </div>
      </Frame>
    );
  }
  if (learner.isError) {
    const notFound = isApiError(learner.error) && [400, 404].includes(learner.error.status);
    return (
      <Frame title={TITLE}>
        {notFound ? (
          <p className="text-stone-700">{messages.admin.userNotFound}</p>
        ) : (
          <LoadError
            message={messages.admin.userInformationFailed}
            onRetry={() => void learner.refetch()}
            retrying={learner.isFetching}
            size="md"
          />
        )}
      </Frame>
    );
  }
  const { profile, auth } = learner.data;
  return (
    <Frame title={`${TITLE} for ${profile.displayName}`} subtitle={auth.email}>
      <SummaryForm learner={{ id: profile.id, displayName: profile.displayName }} />
    </Frame>
  );
}

function Frame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 break-all text-stone-600">{subtitle}</p>}
      </div>
      {children}
    </Card>
  );
}
