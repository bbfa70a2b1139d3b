import { GAME_TITLES, LEADERBOARD_TAB_LABELS, messages, type LeaderboardBoard } from '@woodshed/shared';
import { useId } from 'react';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { formatCalendarDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLeaderboard } from '../api/leaderboard';
import type { BoardState } from '../board-state';
import { BOARD_NOTES } from '../format';
import { LeaderboardTable } from './LeaderboardTable';
import { PeriodSwitch } from './PeriodSwitch';

const m = messages.leaderboard;

/** Where a player who is not on a board can get onto it. */
const GET_ON_BOARD: Record<LeaderboardBoard, { to: string; label: string }> = {
  xp: { to: paths.practice, label: 'Log practice to earn XP' },
  practice: { to: paths.practice, label: 'Log practice' },
  intervalOrganizer: { to: paths.intervalOrganizer, label: `Play ${GAME_TITLES.intervalOrganizer}` },
  triadFinder: { to: paths.triadFinder, label: `Play ${GAME_TITLES.triadFinder}` },
};

interface BoardPanelProps {
  state: BoardState;
  onPeriodChange: (period: BoardState['period']) => void;
}

/**
 * One board: what it ranks, the period switch (XP and practice only), 'Top 100 players shown' and the ranking.
 * Switching keeps the previous ranking visible, dimmed, until the new one arrives.
 */
export function BoardPanel({ state, onPeriodChange }: BoardPanelProps) {
  const { board, period, hasPeriods } = state;
  const leaderboard = useLeaderboard(board, period);
  const noteId = useId();
  const data = leaderboard.data;
  const stale = leaderboard.isPlaceholderData;
  // The first day of the last 7 is the same on every board; a placeholder of another weekly board has it too.
  const since = data?.period === 'week' ? data.since : null;
  const ranked = !!data && (data.you !== null || data.entries.some((entry) => entry.isYou));
  const getOn = GET_ON_BOARD[board];

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 className="text-lg font-semibold text-stone-900">{LEADERBOARD_TAB_LABELS[board]}</h2>
          <p id={noteId} className="mt-1 text-sm text-stone-600">
            {BOARD_NOTES[board]}
            {period === 'week' && (
              <>
                {' '}
                This week is the last 7 days
                {since && (
                  <>
                    , since <time dateTime={since}>{formatCalendarDate(since, 'weekday')}</time>
                  </>
                )}
                , today included.
              </>
            )}
          </p>
        </div>
        {hasPeriods && <PeriodSwitch value={period} onChange={onPeriodChange} describedBy={noteId} />}
      </div>

      <div className="mt-5 mb-2 flex min-h-6 flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="font-medium text-stone-700">{m.topShown}</p>
        {stale && (
          <span className="inline-flex items-center gap-2 text-stone-600">
            <Spinner size="sm" label="Updating the ranking…" />
            <span aria-hidden="true">Updating…</span>
          </span>
        )}
      </div>

      {leaderboard.isError && (
        <LoadError
          message={m.loadFailed}
          onRetry={() => void leaderboard.refetch()}
          retrying={leaderboard.isFetching}
          className="my-4"
        />
      )}

      {!data && !leaderboard.isError && (
        <div className="flex justify-center py-12">
          <Spinner size="lg" label="Loading the leaderboard…" />
        </div>
      )}

      {data &&
        (data.entries.length > 0 ? (
          <LeaderboardTable data={data} stale={stale} />
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-stone-600">
            {m.empty}
          </p>
        ))}

      {data && !stale && !ranked && (
        <p className="mt-4 flex flex-wrap gap-x-2 gap-y-1 text-sm text-stone-700">
          <span>{m.notRanked}</span>
          <TextLink to={getOn.to}>{getOn.label}</TextLink>
        </p>
      )}
    </Card>
  );
}
