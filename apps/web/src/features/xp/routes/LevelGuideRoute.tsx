import { messages } from '@woodshed/shared';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useLevelGuide } from '../api/levels';
import { DailyXpExplainer } from '../components/DailyXpExplainer';
import { LevelStatus } from '../components/LevelStatus';
import { LevelTable } from '../components/LevelTable';

/**
 * /level-guide: the viewer's level and XP, how levels and daily XP work, and the whole level
 * table with the viewer's level marked; links to the leaderboard and the XP history.
 */
export function Component() {
  useDocumentTitle('Level Guide');
  const guide = useLevelGuide();
  const data = guide.data;
  return (
    <>
      <PageHeader title="Level Guide" description="How XP and levels work, and where you stand." />
      {!data && guide.isError && (
        <LoadError
          message={messages.xp.levelDataFailed}
          onRetry={() => void guide.refetch()}
          retrying={guide.isFetching}
          size="md"
        />
      )}
      {!data && !guide.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading level data…" />
        </div>
      )}
      {data && (
        <div className="flex flex-col gap-6">
          <LevelStatus level={data.level} />
          <DailyXpExplainer />
          <LevelTable levels={data.levels} currentLevel={data.level.level} />
        </div>
      )}
    </>
  );
}
