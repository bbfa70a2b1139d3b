import type { AchievementCard as AchievementCardData } from '@woodshed/shared';
import { messages } from '@woodshed/shared';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { cn } from '@/lib/cn';
import { formatInstant } from '@/lib/format';
import { AchievementIcon } from '../AchievementIcon';
import { criterionText, progressPercent, progressText } from './format';

interface AchievementCardProps {
  achievement: AchievementCardData;
  timeZone: string;
}

/** One achievement: icon, title, description, XP, and the earned badge or the progress towards it. */
export function AchievementCard({ achievement, timeZone }: AchievementCardProps) {
  const titleId = useId();
  const { earned, progress, criterion } = achievement;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex h-full flex-col gap-3 rounded-xl border p-5 shadow-sm',
        earned ? 'border-amber-300 bg-amber-50' : 'border-stone-200 bg-white',
      )}
    >
      <div className="flex items-start gap-4">
        <AchievementIcon url={achievement.iconUrl} muted={!earned} className="size-14" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-lg font-semibold break-words text-stone-900">
            {achievement.title}
          </h2>
          <p className="text-sm font-semibold text-amber-900">
            {achievement.xpAwarded.toLocaleString('en-US')} XP
            {achievement.repeatable && <span className="font-normal text-stone-600"> · repeatable</span>}
          </p>
        </div>
      </div>
      <p className="text-sm break-words text-stone-700">{achievement.description}</p>
      {criterion && <p className="text-xs text-stone-600">{criterionText(criterion.type, criterion.threshold)}</p>}

      <div className="mt-auto flex flex-col gap-2 pt-1">
        {earned && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-800">
            <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-0.5 font-semibold text-green-800">
              <CircleCheck aria-hidden="true" className="size-4" />
              {messages.achievements.earned}
            </span>
            <span>{formatInstant(earned.lastEarnedAt, timeZone)}</span>
            {earned.timesEarned > 1 && (
              <span className="font-semibold text-amber-900">
                <span aria-hidden="true">×{earned.timesEarned}</span>
                <span className="sr-only">{earned.timesEarned} times</span>
              </span>
            )}
          </p>
        )}
        {criterion && progress && (
          <div>
            <div className="mb-1 flex items-baseline justify-between gap-3 text-sm">
              <span className="text-stone-700">{earned ? 'Next time' : 'Progress'}</span>
              <span className="font-medium text-stone-900 tabular-nums">
                {progressText(criterion.type, progress.current, progress.target)}
              </span>
            </div>
            <ProgressBar
              value={progressPercent(progress.current, progress.target)}
              label={`Progress towards ${achievement.title}`}
              valueText={progressText(criterion.type, progress.current, progress.target).replace(' / ', ' of ')}
            />
          </div>
        )}
        {!earned && !criterion && <p className="text-sm text-stone-600">Awarded by the school.</p>}
      </div>
    </article>
  );
}
