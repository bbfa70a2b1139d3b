import { messages, type AdminEarnedAchievement } from '@woodshed/shared';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { useAllAchievements } from '../../api/achievements';
import { useAwardAchievement } from '../../api/award-achievement';

interface AwardAchievementDialogProps {
  open: boolean;
  onClose: () => void;
  user: { id: string; displayName: string };
  earned: AdminEarnedAchievement[];
  /** After the award: the page says what was awarded. */
  onAwarded: (notice: string) => void;
}

/** The achievement picked; none yet is the one problem the form can have before it is sent. */
const awardAchievementFormSchema = z.object({
  achievementId: z.string().min(1, 'Choose an achievement to award'),
});

/**
 * Award Achievement: every achievement, with whether the user has it and whether it is repeatable.
 * A non-repeatable one the user has cannot be picked again.
 */
export function AwardAchievementDialog({ open, onClose, user, earned, onAwarded }: AwardAchievementDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Award Achievement"
      description={`To ${user.displayName}. Its XP is awarded with it.`}
      className="max-w-xl"
    >
      {open && <AwardAchievementForm user={user} earned={earned} onCancel={onClose} onAwarded={onAwarded} />}
    </Dialog>
  );
}

function AwardAchievementForm({
  user,
  earned,
  onCancel,
  onAwarded,
}: Omit<AwardAchievementDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const achievements = useAllAchievements(true);
  const award = useAwardAchievement();
  const form = useSchemaForm({ schema: awardAchievementFormSchema, defaultValues: { achievementId: '' } });
  const selected = form.watch('achievementId');
  const timesEarned = new Map(earned.map((item) => [item.achievementId, item.timesEarned]));
  const items = achievements.data?.items;

  // 409 'already earned, not repeatable', 404 'Achievement not found' and 400 in the server's words.
  const submit = ({ achievementId }: { achievementId: string }) => {
    const title = items?.find((item) => item.id === achievementId)?.title ?? '';
    award.mutate(
      { userId: user.id, body: { achievementId } },
      {
        onSuccess: () => onAwarded(messages.admin.achievementAwarded(title, user.displayName)),
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.admin.achievementAwardFailed, alsoShow: [404] }),
      },
    );
  };

  if (achievements.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner label="Loading achievements…" />
      </div>
    );
  }
  if (!items) {
    return (
      <LoadError
        message={messages.achievements.loadFailed}
        onRetry={() => void achievements.refetch()}
        retrying={achievements.isFetching}
      />
    );
  }

  return (
    <Form form={form} onSubmit={submit} label="Award Achievement" className="flex flex-col gap-4">
      {items.length === 0 ? (
        <p className="text-stone-700">No achievements yet. Create them on the Achievements admin page first.</p>
      ) : (
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-stone-800">Achievement</legend>
          {items.map((achievement) => {
            const times = timesEarned.get(achievement.id) ?? 0;
            const locked = times > 0 && !achievement.repeatable;
            return (
              <label
                key={achievement.id}
                className={cn(
                  'flex items-start gap-3 rounded-lg border border-stone-200 p-3',
                  locked ? 'bg-stone-50 text-stone-500' : 'cursor-pointer hover:border-amber-700',
                  selected === achievement.id && 'border-amber-800 bg-amber-50',
                )}
              >
                <input
                  {...form.register('achievementId')}
                  type="radio"
                  value={achievement.id}
                  disabled={locked}
                  className="mt-1 size-4 shrink-0 accent-amber-800"
                />
                <span className="min-w-0">
                  <span className="block font-medium break-words text-stone-900">{achievement.title}</span>
                  <span className="block text-sm text-stone-600">
                    {formatInteger(achievement.xpAwarded)} XP · {achievement.repeatable ? 'Repeatable' : 'Once only'}
                    {times > 0 && ` · Earned ${times === 1 ? 'once' : `${formatInteger(times)} times`}`}
                    {locked && ' (already earned)'}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={award.isPending} loadingText="Awarding..." disabled={items.length === 0}>
          Award Achievement
        </Button>
      </div>
    </Form>
  );
}
