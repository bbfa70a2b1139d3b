import { LEADERBOARD_TAB_LABELS, type LeaderboardEntry, type LeaderboardResponse } from '@woodshed/shared';
import { cn } from '@/lib/cn';
import { formatBoardValue, VALUE_COLUMN } from '../format';

interface LeaderboardTableProps {
  data: LeaderboardResponse;
  /** Another tab or period is loading; this is the ranking shown before it. */
  stale: boolean;
}

const cell = 'px-3 py-2.5 sm:px-4';

function EntryRow({ entry, board }: { entry: LeaderboardEntry; board: LeaderboardResponse['board'] }) {
  return (
    <tr
      aria-current={entry.isYou ? 'true' : undefined}
      className={cn('border-t border-stone-100', entry.isYou && 'bg-amber-50 font-semibold text-stone-900')}
    >
      <td
        className={cn(
          cell,
          'w-14 border-l-4 text-right tabular-nums',
          entry.isYou ? 'border-amber-700 text-stone-900' : 'border-transparent text-stone-700',
        )}
      >
        {entry.rank}
      </td>
      <th
        scope="row"
        className={cn(cell, 'text-left font-medium [overflow-wrap:anywhere]', entry.isYou && 'font-semibold')}
      >
        {entry.displayName}
        {entry.isYou && <span className="ml-1.5 font-normal whitespace-nowrap text-amber-900">(you)</span>}
      </th>
      <td className={cn(cell, 'text-right whitespace-nowrap tabular-nums')}>{formatBoardValue(board, entry.value)}</td>
    </tr>
  );
}

/**
 * The ranking: rank, player and value, the viewer's row marked. When the viewer is below the top 100, their row
 * follows after a break, under its own heading.
 */
export function LeaderboardTable({ data, stale }: LeaderboardTableProps) {
  const period = data.period === 'week' ? 'this week' : 'all time';
  return (
    <div className="-mx-4 overflow-x-auto sm:mx-0">
      <table
        aria-busy={stale || undefined}
        className={cn('w-full text-sm text-stone-800 transition-opacity', stale && 'opacity-60')}
      >
        <caption className="sr-only">
          {LEADERBOARD_TAB_LABELS[data.board]}, {period}
        </caption>
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <th scope="col" className={cn(cell, 'w-14 border-l-4 border-transparent text-right')}>
              Rank
            </th>
            <th scope="col" className={cn(cell, 'text-left')}>
              Player
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              {VALUE_COLUMN[data.board]}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((entry, index) => (
            <EntryRow key={`${index}-${entry.displayName}`} entry={entry} board={data.board} />
          ))}
        </tbody>
        {data.you && (
          <tbody className="border-t-2 border-dashed border-stone-300">
            <tr>
              <th
                scope="rowgroup"
                colSpan={3}
                className={cn(
                  cell,
                  'border-l-4 border-transparent pb-1 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase',
                )}
              >
                Your place
              </th>
            </tr>
            <EntryRow entry={data.you} board={data.board} />
          </tbody>
        )}
      </table>
    </div>
  );
}
