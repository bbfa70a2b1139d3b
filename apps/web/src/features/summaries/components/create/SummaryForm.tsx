import {
  messages,
  SUMMARY_ATTACHMENTS_MAX,
  SUMMARY_REDIRECT_DELAY_MS,
  SUMMARY_SHORT_DESCRIPTION_MAX,
} from '@woodshed/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { useCreateSummary } from '../../api/create-summary';
import { useFaculty } from '../../api/faculty';
import { fullName } from '../faculty/FacultyAvatar';
import { saveProblem } from '../save-problem';
import { AttachmentsField } from './AttachmentsField';
import { HomeworkField } from './HomeworkField';
import { MembersField } from './MembersField';
import {
  newSummaryValues,
  summaryFieldOf,
  summaryResolver,
  type AddedMember,
  type SummaryFormOutput,
  type SummaryFormValues,
} from './summary-form-model';
import { attachmentIdsOf, pendingUploads } from './upload-list';
import { useUploadList } from './use-upload-list';

const m = messages.summaries;

/** The Faculty select: a prompt, then every faculty member by last name; `none` when there is nobody to choose. */
function useFacultyOptions() {
  const faculty = useFaculty();
  const options = useMemo(
    () => [
      { value: '', label: 'Choose a faculty member…' },
      ...(faculty.data?.items ?? []).map((member) => ({
        value: member.id,
        label: member.title ? `${fullName(member)} (${member.title})` : fullName(member),
      })),
    ],
    [faculty.data],
  );
  return { options, failed: faculty.isError, none: faculty.isSuccess && faculty.data.items.length === 0 };
}

/**
 * Create Session Summary: faculty, date-time (now, local), short description, group
 * session with more learners, rich notes, attachments uploaded as they are chosen, and homework. On success
 * 'Session Summary Created', then the learner's page after 2 seconds.
 */
export function SummaryForm({ learner }: { learner: AddedMember }) {
  const navigate = useNavigate();
  const create = useCreateSummary();
  const uploads = useUploadList();
  const faculty = useFacultyOptions();
  const resolver = useMemo(() => summaryResolver(learner.id), [learner.id]);
  const form = useForm<SummaryFormValues, unknown, SummaryFormOutput>({
    defaultValues: newSummaryValues(),
    resolver,
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const isGroupSession = form.watch('isGroupSession');
  const members = useController({ control: form.control, name: 'members' });
  const homework = useController({ control: form.control, name: 'homework' });
  const notes = useController({ control: form.control, name: 'longDescription' });
  const [created, setCreated] = useState(false);
  const guard = useUnsavedChangesGuard(!created && (isDirty || uploads.items.length > 0));
  const { leaveWithoutAsking } = guard;
  const [banner, setBanner] = useState<string | null>(null);
  const [attachmentsError, setAttachmentsError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const pending = pendingUploads(uploads.items);

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  // Once created: the notice has focus, then the learner's page follows.
  useEffect(() => {
    if (!created) return;
    successRef.current?.focus();
    const timer = window.setTimeout(
      () => leaveWithoutAsking(() => void navigate(paths.adminUser(learner.id))),
      SUMMARY_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [created, leaveWithoutAsking, navigate, learner.id]);

  const save = (request: SummaryFormOutput) => {
    if (create.isPending || created) return;
    setBanner(null);
    setAttachmentsError(null);
    if (pending > 0) {
      setAttachmentsError(m.uploadsPending);
      setFocusRequest((n) => n + 1);
      return;
    }
    const attachmentIds = attachmentIdsOf(uploads.items);
    if (attachmentIds.length > SUMMARY_ATTACHMENTS_MAX) {
      setAttachmentsError(m.tooManyAttachments);
      setFocusRequest((n) => n + 1);
      return;
    }
    create.mutate(
      { ...request, attachmentIds },
      {
        onSuccess: () => setCreated(true),
        onError: (error) => {
          const problem = saveProblem(error, summaryFieldOf, m.createFailed);
          if (problem.field === 'attachments') setAttachmentsError(problem.message);
          else if (problem.field) form.setError(problem.field, { message: problem.message });
          else setBanner(problem.message);
          setFocusRequest((n) => n + 1);
        },
      },
    );
  };

  if (created) {
    return (
      <div ref={successRef} tabIndex={-1} className="focus:outline-none">
        <Banner tone="success" title={m.created}>
          Taking you back to {learner.displayName}’s page…
        </Banner>
      </div>
    );
  }

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label="Create Session Summary"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <p className="text-sm text-stone-600">Faculty, date and short description are required.</p>
        {banner && <Banner tone="error">{banner}</Banner>}
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            {...form.register('facultyId')}
            label="Faculty"
            required
            options={faculty.options}
            hint={
              faculty.failed ? (
                messages.faculty.loadFailed
              ) : faculty.none ? (
                <>
                  No faculty members yet. <TextLink to={paths.adminFaculty}>Add one on the Faculty page</TextLink>.
                </>
              ) : undefined
            }
            error={errors.facultyId?.message}
          />
          <TextField
            {...form.register('sessionDate')}
            label="Session date and time"
            type="datetime-local"
            required
            hint="Your local time."
            error={errors.sessionDate?.message}
          />
        </div>
        <TextField
          {...form.register('shortDescription')}
          label="Short description"
          required
          maxLength={SUMMARY_SHORT_DESCRIPTION_MAX}
          autoComplete="off"
          placeholder="e.g. Blues shuffle rhythm and the minor pentatonic"
          error={errors.shortDescription?.message}
        />
        <CheckboxField
          {...form.register('isGroupSession')}
          label="Group session (more than one learner)"
          error={isGroupSession ? undefined : errors.members?.message}
        />
        {isGroupSession && (
          <MembersField
            primary={learner}
            members={members.field.value}
            onChange={members.field.onChange}
            error={errors.members?.message}
          />
        )}
        <RichTextEditor
          label="Notes"
          value={notes.field.value}
          onChange={notes.field.onChange}
          height={280}
          hint="What was covered, and what to practise."
          error={errors.longDescription?.message}
        />
        <AttachmentsField
          items={uploads.items}
          onAdd={(files) => {
            setAttachmentsError(null);
            uploads.add(files);
          }}
          onRetry={uploads.retry}
          onRemove={uploads.remove}
          error={attachmentsError}
        />
        <HomeworkField
          homework={homework.field.value}
          onChange={homework.field.onChange}
          error={errors.homework?.message}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
          {pending > 0 && <p className="text-sm text-stone-600 sm:mr-auto">{m.uploadsPending}.</p>}
          <Button type="submit" loading={create.isPending} loadingText="Creating...">
            Create Session Summary
          </Button>
        </div>
      </form>
      {guard.dialog}
    </>
  );
}
