import type { LevelSummary, ProfileTimeZone } from '@woodshed/shared';
import { BookOpen, History, NotebookText, Trophy, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatInstant } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatXp } from '../format';
import { ProgressBar } from '@/components/ui/ProgressBar';

interface LevelCardProps {
  level: LevelSummary;
  latestSessionSummaryDate: string | null;
  timezone: ProfileTimeZone;
}

const linkClasses =
  'inline-flex items-center gap-1.5 rounded-md font-medium text-amber-800 hover:text-amber-950 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

function CardLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: string }) {
  return (
    <Link to={to} className={linkClasses}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

/** Level, XP total and the way to the next level. */
export function LevelCard({ level, latestSessionSummaryDate, timezone }: LevelCardProps) {
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
          Level {level.level}
        </h2>
        <p className="text-lg font-semibold text-amber-900">{formatXp(level.xp)}</p>
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
            : `${level.xpNeeded.toLocaleString('en-US')} XP needed for next level`}
        </p>
      </div>

      <nav aria-label="Progress pages" className="mt-5 border-t border-amber-100 pt-4">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li>
            <CardLink to={paths.leaderboard} icon={Trophy}>
              Leaderboard
            </CardLink>
          </li>
          <li>
            <CardLink to={paths.xpHistory} icon={History}>
              XP History
            </CardLink>
          </li>
          <li>
            <CardLink to={paths.levelGuide} icon={BookOpen}>
              Level Guide
            </CardLink>
          </li>
          <li className="flex flex-wrap items-center gap-x-2">
            <CardLink to={paths.sessionSummaries} icon={NotebookText}>
              Session Summaries
            </CardLink>
            {latestSessionSummaryDate && (
              <span className="text-stone-600">
                Latest session: {formatInstant(latestSessionSummaryDate, timezone)}
              </span>
            )}
          </li>
        </ul>
      </nav>
    </section>
  );
}
