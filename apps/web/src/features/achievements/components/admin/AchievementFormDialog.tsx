import { messages, type AdminAchievement } from '@woodshed/shared';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiErrorAt, Form, useSchemaForm } from '@/components/ui/form';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useCreateAchievement } from '../../api/admin-create-achievement';
import { useUpdateAchievement } from '../../api/admin-update-achievement';
import {
  achievementResolver,
  formFieldOf,
  NEW_ACHIEVEMENT,
  valuesOfAchievement,
  type AchievementFormOutput,
} from './achievement-form-model';
import { AchievementImageFields, AchievementRuleFields, AchievementTextFields } from './AchievementFormFields';

/** What the dialog is open for: a new achievement (achievement null) or one to edit. */
export interface AchievementEditor {
  achievement: AdminAchievement | null;
}

interface AchievementFormDialogProps {
  editor: AchievementEditor | null;
  onClose: () => void;
  onSaved: (achievement: AdminAchievement, created: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Add Achievement' / 'Edit Achievement'. Closing with unsaved changes (Cancel,
 * Escape, the close button) asks first; each opening starts from the saved values.
 */
export function AchievementFormDialog({ editor, onClose, onSaved, onCloseAutoFocus }: AchievementFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const achievement = editor?.achievement ?? null;
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={onOpenChange}
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      description="Title, description, XP and icon are required."
      className="max-w-2xl"
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      {editor && (
        <AchievementForm
          key={achievement?.id ?? 'new'}
          achievement={achievement}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface AchievementFormProps {
  achievement: AdminAchievement | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: (achievement: AdminAchievement, created: boolean) => void;
}

function AchievementForm({ achievement, onDirtyChange, onCancel, onSaved }: AchievementFormProps) {
  const create = useCreateAchievement();
  const update = useUpdateAchievement();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm({
    resolver: achievementResolver,
    defaultValues: achievement ? valuesOfAchievement(achievement) : NEW_ACHIEVEMENT,
  });

  const save = (body: AchievementFormOutput) => {
    if (busy) return;
    // A 404 is 'Achievement not found': deleted meanwhile. Request paths map to the form's inputs (formFieldOf).
    const onError = (error: unknown) =>
      applyApiErrorAt(form, error, { fallback: messages.achievements.saveFailed, alsoShow: [404] }, formFieldOf);
    if (achievement) {
      update.mutate({ achievementId: achievement.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      onDirtyChange={onDirtyChange}
      label={achievement ? 'Edit Achievement' : 'Add Achievement'}
      className="flex flex-col gap-5"
    >
      <AchievementTextFields form={form} />
      <AchievementImageFields form={form} />
      <AchievementRuleFields form={form} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {achievement ? 'Save Changes' : 'Add Achievement'}
        </Button>
      </div>
    </Form>
  );
}
