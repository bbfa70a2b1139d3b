import { useQueryClient } from '@tanstack/react-query';
import {
  messages,
  XP_AWARD_CLOSE_DELAY_MS,
  XP_AWARD_DESCRIPTION_MAX,
  XP_AWARD_MAX,
  XP_AWARD_MIN,
  XP_QUICK_AMOUNTS,
  type XpAwardRequest,
} from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Form, showFormProblem, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { invalidateAdminUser, useAwardXp } from '../../api/award-xp';
import { awardProblem, coerceAmount, NEW_XP_AWARD, pressedQuickAmount, xpAwardResolver } from './award-xp-model';

interface AwardXpDialogProps {
  open: boolean;
  onClose: () => void;
  user: { id: string; displayName: string };
}

/**
 * Award XP: quick amounts (50 to start), an amount of at least 1 and a required
 * description. After the award it shows the success message, then refreshes the user's page and closes 1.5 s later.
 */
export function AwardXpDialog({ open, onClose, user }: AwardXpDialogProps) {
  const queryClient = useQueryClient();
  // The page refreshes when the dialog closes after an award, however it closes (the timer, Escape, the button).
  const awarded = useRef(false);
  const finish = () => {
    if (awarded.current) void invalidateAdminUser(queryClient, user.id);
    awarded.current = false;
    onClose();
  };
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(finish);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Award XP"
      description={`To ${user.displayName}. The XP counts towards their level and shows in their XP history.`}
    >
      {open && (
        <AwardXpForm
          userId={user.id}
          displayName={user.displayName}
          onDirtyChange={setDirty}
          onCancel={close}
          onAwarded={afterSave(() => {
            awarded.current = true;
          })}
          onDone={finish}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface AwardXpFormProps {
  userId: string;
  displayName: string;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onAwarded: () => void;
  onDone: () => void;
}

function AwardXpForm({ userId, displayName, onDirtyChange, onCancel, onAwarded, onDone }: AwardXpFormProps) {
  const award = useAwardXp();
  const form = useSchemaForm({ resolver: xpAwardResolver, defaultValues: NEW_XP_AWARD });
  const { errors, isDirty } = form.formState;
  const [success, setSuccess] = useState<string | null>(null);
  const amount = form.watch('amount');
  const pressed = pressedQuickAmount(amount);
  const amountField = form.register('amount');

  useEffect(() => onDirtyChange(isDirty && success === null), [isDirty, success, onDirtyChange]);

  // The timer runs once per success, whatever the parent passes as onDone meanwhile.
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    if (success === null) return;
    const timer = window.setTimeout(() => onDoneRef.current(), XP_AWARD_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const submit = (body: XpAwardRequest) => {
    if (award.isPending || success !== null) return;
    award.mutate(
      { userId, body },
      {
        onSuccess: (result) => {
          onAwarded();
          setSuccess(messages.admin.awarded(result.award.amount, displayName));
        },
        onError: (error) => showFormProblem(form, awardProblem(error)),
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      label="Award XP"
      notice={success === null ? null : { tone: 'success', message: success }}
      className="flex flex-col gap-5"
    >
      <fieldset disabled={success !== null} className="flex min-w-0 flex-col gap-5">
        <div role="group" aria-labelledby="award-xp-quick" className="flex flex-col gap-2">
          <p id="award-xp-quick" className="text-sm font-medium text-stone-800">
            Quick amounts
          </p>
          <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
            {XP_QUICK_AMOUNTS.map((quick) => (
              <button
                key={quick}
                type="button"
                aria-pressed={pressed === quick}
                onClick={() => form.setValue('amount', String(quick), { shouldDirty: true, shouldValidate: true })}
                className={cn(
                  'h-9 rounded-lg border text-sm font-semibold tabular-nums transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                  pressed === quick
                    ? 'border-amber-800 bg-amber-800 text-white'
                    : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
                )}
              >
                {formatInteger(quick)}
                <span className="sr-only"> XP</span>
              </button>
            ))}
          </div>
        </div>
        <TextField
          {...amountField}
          onBlur={(event) => {
            form.setValue('amount', coerceAmount(event.target.value), { shouldDirty: true });
            void amountField.onBlur(event);
          }}
          label="XP amount"
          type="number"
          inputMode="numeric"
          required
          min={XP_AWARD_MIN}
          max={XP_AWARD_MAX}
          step={1}
          className="sm:max-w-48"
          error={errors.amount?.message}
        />
        <TextAreaField
          {...form.register('description')}
          label="Description"
          required
          rows={3}
          maxLength={XP_AWARD_DESCRIPTION_MAX}
          placeholder="e.g., Great progress in this week's lesson"
          error={errors.description?.message}
        />
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={success === null ? onCancel : onDone}>
          {success === null ? 'Cancel' : 'Close'}
        </Button>
        <Button type="submit" loading={award.isPending} loadingText="Awarding..." disabled={success !== null}>
          Award XP
        </Button>
      </div>
    </Form>
  );
}
