import { DEFAULT_TIME_ZONE, messages } from '@woodshed/shared';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useAchievements } from '../api/achievements';
import { AchievementCard } from '../components/learner/AchievementCard';

/**
 * /achievements: every achievement with the viewer's state — earned (date, times earned) or the
 * progress towards its criterion — from one GET /api/achievements.
 */
export function Component() {
  useDocumentTitle('Achievements');
  const { user } = useAuth();
  const timeZone = user?.timezone ?? DEFAULT_TIME_ZONE;
  const achievements = useAchievements();
  const items = achievements.data?.items;
  const earnedCount = items?.filter((item) => item.earned).length ?? 0;

  return (
    <>
      <PageHeader title="Achievements" description="Milestones of your practice, and the XP they bring." />
      {!items && achievements.isError && (
        <LoadError
          message={messages.achievements.loadFailed}
          onRetry={() => void achievements.refetch()}
          retrying={achievements.isFetching}
          size="md"
        />
      )}
      {!items && !achievements.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading achievements…" />
        </div>
      )}
      {items && items.length === 0 && <p className="text-stone-700">There are no achievements yet.</p>}
      {items && items.length > 0 && (
        <>
          <p className="mb-4 font-medium text-stone-800">
            You have earned {earnedCount} of {items.length} achievements.
          </p>
          <ul aria-label="Achievements" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item) => (
              <li key={item.id}>
                <AchievementCard achievement={item} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
