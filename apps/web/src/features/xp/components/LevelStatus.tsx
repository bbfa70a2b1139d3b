import type { LevelSummary } from '@woodshed/shared';
import { History, Trophy } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';

const number = (value: number) => value.toLocaleString('en-US');

/** Where the viewer stands: level, XP and the way to the next level, with the leaderboard and history links. */
export function LevelStatus({ level }: { level: LevelSummary }) {
  const headingId = useId();
  const progressLabel =
    level.nextLevel === null ? `Level ${level.level} progress` : `Progress to Level ${level.nextLevel}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-amber-200 bg-gradient-to-br from-amber-50 to-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-stone-900">
          You are Level {level.level}
        </h2>
        <p className="text-lg font-semibold text-amber-900">{number(level.xp)} XP</p>
      </div>
      <div className="mt-4">
        <div className="mb-1.5 flex items-baseline justify-between gap-4 text-sm">
          <span className="font-medium text-stone-800">{progressLabel}</span>
          <span className="font-semibold text-stone-900 tabular-nums">{level.progressPercent}%</span>
        </div>
        <ProgressBar value={level.progressPercent} label={progressLabel} />
        <p className="mt-2 text-sm text-stone-700">
          {level.nextLevel === null
            ? 'Top level reached'
            : `${number(level.xpNeeded)} XP needed for Level ${level.nextLevel}`}
        </p>
      </div>
      <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 border-t border-amber-100 pt-4 text-sm">
        <li>
          <TextLink to={paths.leaderboard} className="inline-flex items-center gap-1.5">
            <Trophy aria-hidden="true" className="size-4" />
            Leaderboard
          </TextLink>
        </li>
        <li>
          <TextLink to={paths.xpHistory} className="inline-flex items-center gap-1.5">
            <History aria-hidden="true" className="size-4" />
            XP History
          </TextLink>
        </li>
      </ul>
    </section>
  );
}
