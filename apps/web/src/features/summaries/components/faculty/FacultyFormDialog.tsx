import { FACULTY_BIO_MAX, FACULTY_NAME_MAX, FACULTY_TITLE_MAX, messages, type Faculty } from '@woodshed/shared';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useCreateFaculty } from '../../api/create-faculty';
import { useUpdateFaculty } from '../../api/update-faculty';
import { AvatarField } from './AvatarField';
import { facultyResolver, NEW_FACULTY, valuesOfFaculty, type FacultyFormOutput } from './faculty-form-model';

/** What the dialog is open for: a new faculty member (faculty null) or one to edit. */
export interface FacultyEditor {
  faculty: Faculty | null;
}

interface FacultyFormDialogProps {
  editor: FacultyEditor | null;
  onClose: () => void;
  onSaved: (faculty: Faculty, created: boolean) => void;
}

/** 'Add Faculty Member' / 'Edit Faculty Member'; closing with unsaved changes asks first. */
export function FacultyFormDialog({ editor, onClose, onSaved }: FacultyFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const faculty = editor?.faculty ?? null;
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={onOpenChange}
      title={faculty ? 'Edit Faculty Member' : 'Add Faculty Member'}
      description="First and last name are required."
      className="max-w-xl"
    >
      {editor && (
        <FacultyForm
          key={faculty?.id ?? 'new'}
          faculty={faculty}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface FacultyFormProps {
  faculty: Faculty | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: (faculty: Faculty, created: boolean) => void;
}

function FacultyForm({ faculty, onDirtyChange, onCancel, onSaved }: FacultyFormProps) {
  const create = useCreateFaculty();
  const update = useUpdateFaculty();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm({
    resolver: facultyResolver,
    defaultValues: faculty ? valuesOfFaculty(faculty) : NEW_FACULTY,
  });
  const { errors } = form.formState;
  const avatar = useController({ control: form.control, name: 'avatarUrl' });
  const [firstName, lastName] = form.watch(['firstName', 'lastName']);

  const save = (body: FacultyFormOutput) => {
    if (busy) return;
    // A member deleted meanwhile (404) and a refused image (413) in the server's words.
    const onError = (error: unknown) =>
      applyApiError(form, error, { fallback: messages.faculty.saveFailed, alsoShow: [404, 413] });
    if (faculty) {
      update.mutate({ facultyId: faculty.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      onDirtyChange={onDirtyChange}
      label={faculty ? 'Edit Faculty Member' : 'Add Faculty Member'}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...form.register('firstName')}
          label="First name"
          required
          maxLength={FACULTY_NAME_MAX}
          autoComplete="off"
          autoFocus
          error={errors.firstName?.message}
        />
        <TextField
          {...form.register('lastName')}
          label="Last name"
          required
          maxLength={FACULTY_NAME_MAX}
          autoComplete="off"
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        {...form.register('title')}
        label="Title"
        placeholder="e.g. Jazz Guitar Instructor"
        maxLength={FACULTY_TITLE_MAX}
        autoComplete="off"
        error={errors.title?.message}
      />
      <TextAreaField
        {...form.register('bio')}
        label="Bio"
        rows={4}
        maxLength={FACULTY_BIO_MAX}
        error={errors.bio?.message}
      />
      <AvatarField
        value={avatar.field.value}
        onChange={avatar.field.onChange}
        onBlur={avatar.field.onBlur}
        inputRef={avatar.field.ref}
        firstName={firstName}
        lastName={lastName}
        error={errors.avatarUrl?.message}
      />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {faculty ? 'Save Changes' : 'Add Faculty Member'}
        </Button>
      </div>
    </Form>
  );
}
