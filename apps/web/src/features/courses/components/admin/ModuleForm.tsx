import { routeNoticeState } from '@/components/ui/route-notice';
import { messages, MODULE_TITLE_MAX, type AdminModule } from '@woodshed/shared';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/TextField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { useCreateModule } from '../../api/admin-create-module';
import { useUpdateModule } from '../../api/admin-update-module';
import { moduleResolver, newModule, valuesOfModule, type ModuleFormOutput } from './module-form-model';
import { ModuleContentFields } from './ModuleContentFields';
import { ModuleNumberFields } from './ModuleNumberFields';

const m = messages.courses;

interface ModuleFormProps {
  courseId: string;
  /** The saved module in edit mode; null to add one. */
  initial: AdminModule | null;
  /** A new module's order: the course's highest + 1, or 0. */
  defaultOrder: number;
}

/**
 * The module form, one for adding and editing: react-hook-form over the shared `moduleInputSchema`, on the form
 * kit. Saving or cancelling returns to the course's module list.
 */
export function ModuleForm({ courseId, initial, defaultOrder }: ModuleFormProps) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const create = useCreateModule();
  const update = useUpdateModule();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm({
    resolver: moduleResolver,
    defaultValues: initial ? valuesOfModule(initial) : newModule(defaultOrder),
  });
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const modulesPath = paths.adminCourseModules(courseId);

  const save = (body: ModuleFormOutput) => {
    if (busy) return;
    const onSuccess = (saved: AdminModule) =>
      guard.leaveWithoutAsking(
        () =>
          void navigate(modulesPath, {
            state: routeNoticeState(editing ? `Saved "${saved.title}".` : `Added "${saved.title}".`),
          }),
      );
    // A taken order (409) goes beside Order; a full course or one deleted meanwhile (404, 409) and a refused
    // image (413) show the server's words.
    const onError = (error: unknown) =>
      applyApiError(form, error, { fallback: m.saveModuleFailed, alsoShow: [404, 413] });
    if (initial) update.mutate({ courseId, moduleId: initial.id, body }, { onSuccess, onError });
    else create.mutate({ courseId, body }, { onSuccess, onError });
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      label={editing ? 'Edit Module' : 'Add Module'}
      guardUnsaved={guard}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-stone-600">Title, order and short description are required.</p>
      <TextField
        {...form.register('title')}
        label="Title"
        required
        maxLength={MODULE_TITLE_MAX}
        autoComplete="off"
        error={form.formState.errors.title?.message}
      />
      <ModuleNumberFields form={form} />
      <ModuleContentFields form={form} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Link to={modulesPath} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Adding...'}>
          {editing ? 'Save Changes' : 'Add Module'}
        </Button>
      </div>
    </Form>
  );
}
