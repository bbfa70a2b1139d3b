import { formatCount, type AdminAchievement } from '@woodshed/shared';
import { Repeat, Users, Zap } from 'lucide-react';
import { DeleteAction, EditAction, RowActions } from '@/components/ui/RowActions';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { AchievementIcon } from '../AchievementIcon';
import { criterionText } from './achievement-form-model';

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

const earnedBy = (count: number) =>
  count === 0 ? 'Not earned yet' : `Earned by ${formatCount(count, { one: 'user', other: 'users' })}`;

interface AdminAchievementRowProps {
  achievement: AdminAchievement;
  onEdit: (achievement: AdminAchievement, opener: HTMLElement) => void;
  onDelete: (achievement: AdminAchievement, opener: HTMLElement) => void;
}

/** One achievement of the list: icon, title, description, XP, repeatable, its criterion in words, who earned it. */
export function AdminAchievementRow({ achievement, onEdit, onDelete }: AdminAchievementRowProps) {
  const headingId = `admin-achievement-${achievement.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center lg:gap-6"
      >
        <div className="flex min-w-0 flex-1 gap-4">
          <AchievementIcon url={achievement.iconUrl} className="size-14" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
                {achievement.title}
              </h3>
              <span className={cn(pill, 'bg-amber-50 text-amber-900 ring-amber-600/30')}>
                <Zap aria-hidden="true" className="size-3" />
                {formatInteger(achievement.xpAwarded)} XP
              </span>
              {achievement.repeatable ? (
                <span className={cn(pill, 'bg-sky-50 text-sky-900 ring-sky-600/25')}>
                  <Repeat aria-hidden="true" className="size-3" />
                  Repeatable
                </span>
              ) : (
                <span className={cn(pill, 'bg-stone-100 text-stone-700 ring-stone-400/40')}>Once</span>
              )}
            </div>
            <p className="mt-1 text-sm break-words text-stone-700">{achievement.description}</p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600">
              <span>{criterionText(achievement.criterion)}</span>
              <span className="inline-flex items-center gap-1">
                <Users aria-hidden="true" className="size-3.5" />
                {earnedBy(achievement.earnedByCount)}
              </span>
            </p>
          </div>
        </div>
        <RowActions>
          <EditAction subject={achievement.title} onClick={(opener) => onEdit(achievement, opener)} />
          <DeleteAction subject={achievement.title} onClick={(opener) => onDelete(achievement, opener)} />
        </RowActions>
      </article>
    </li>
  );
}
