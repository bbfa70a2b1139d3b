import { LEADERBOARD_BOARDS, LEADERBOARD_TAB_LABELS, type LeaderboardBoard } from '@woodshed/shared';
import { Gamepad2, Medal } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useBoardState } from '../board-state';
import { BoardPanel } from '../components/BoardPanel';

/**
 * /leaderboard: a tab per board, the top 100 and the viewer's own place; XP and
 * practice also for the last 7 days. Tab and period are in the address (?board=&period=).
 */
export function Component() {
  useDocumentTitle('Leaderboard');
  const { state, setBoard, setPeriod } = useBoardState();

  return (
    <>
      <PageHeader
        title="Leaderboard"
        description="See how your practice, XP and game scores compare with everyone in the school."
        actions={
          <>
            <Link to={paths.levelGuide} className={buttonClasses('secondary')}>
              <Medal aria-hidden="true" className="size-4" />
              Level Guide
            </Link>
            <Link to={paths.games} className={buttonClasses('secondary')}>
              <Gamepad2 aria-hidden="true" className="size-4" />
              Games
            </Link>
          </>
        }
      />
      {/* A ranking reads best at a modest width: name and value stay close together. */}
      <Tabs.Root
        value={state.board}
        onValueChange={(value) => setBoard(value as LeaderboardBoard)}
        className="max-w-3xl"
      >
        <Tabs.List
          aria-label="Leaderboards"
          className="mb-4 grid grid-cols-2 gap-1 rounded-lg border border-stone-200 bg-stone-100 p-1 sm:inline-flex"
        >
          {LEADERBOARD_BOARDS.map((board) => (
            <Tabs.Trigger
              key={board}
              value={board}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium text-stone-700 transition-colors hover:bg-white hover:text-stone-900 sm:py-1.5 sm:whitespace-nowrap',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
                'data-[state=active]:bg-amber-800 data-[state=active]:text-white data-[state=active]:shadow-sm',
              )}
            >
              {LEADERBOARD_TAB_LABELS[board]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content
          value={state.board}
          className="rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700"
        >
          <BoardPanel state={state} onPeriodChange={setPeriod} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
