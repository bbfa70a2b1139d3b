import type { LevelGuideResponse } from '@woodshed/shared';
import { cn } from '@/lib/cn';

interface LevelTableProps {
  levels: LevelGuideResponse['levels'];
  currentLevel: number;
}

/** Every level and the total XP it needs; the viewer's level is marked (aria-current) and highlighted. */
export function LevelTable({ levels, currentLevel }: LevelTableProps) {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="border-b border-stone-200 px-4 py-3 text-left text-lg font-semibold text-stone-900">
          Levels
        </caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-2 font-semibold">
              Level
            </th>
            <th scope="col" className="px-4 py-2 text-right font-semibold">
              XP required
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((row) => {
            const current = row.level === currentLevel;
            return (
              <tr
                key={row.level}
                aria-current={current ? 'true' : undefined}
                className={cn(
                  'border-t border-stone-100',
                  current && 'bg-amber-100 font-semibold text-amber-950 outline-2 -outline-offset-2 outline-amber-600',
                )}
              >
                <th scope="row" className="px-4 py-2 font-medium">
                  Level {row.level}
                  {current && (
                    <span className="ml-2 rounded-full bg-amber-700 px-2 py-0.5 text-xs font-semibold text-white">
                      You are here
                    </span>
                  )}
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{row.xpRequired.toLocaleString('en-US')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
