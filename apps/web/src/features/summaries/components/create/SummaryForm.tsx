import { messages, SUMMARY_SHORT_DESCRIPTION_MAX } from '@woodshed/shared';
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Form, type SchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { useFaculty } from '../../api/faculty';
import { fullName } from '../faculty/FacultyAvatar';
import { MembersField } from './MembersField';
import { SummaryDetailsFields } from './SummaryDetailsFields';
import type { AddedMember, SummaryFormOutput, SummaryFormValues } from './summary-form-model';
import { useSummaryForm } from './use-summary-form';

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

interface SummaryFieldsProps {
  form: SchemaForm<SummaryFormValues, SummaryFormOutput>;
  learner: AddedMember;
}

/** Faculty, date-time, short description, and the group session with its learners. */
function SummarySessionFields({ form, learner }: SummaryFieldsProps) {
  const { errors } = form.formState;
  const faculty = useFacultyOptions();
  const isGroupSession = form.watch('isGroupSession');
  const facultyHint = faculty.failed ? (
    messages.faculty.loadFailed
  ) : faculty.none ? (
    <>
      No faculty members yet. <TextLink to={paths.adminFaculty}>Add one on the Faculty page</TextLink>.
    </>
  ) : undefined;
  const fields = {
    facultyId: form.register('facultyId'),
    sessionDate: form.register('sessionDate'),
    shortDescription: form.register('shortDescription'),
    isGroupSession: form.register('isGroupSession'),
  };
  // Registered after the inputs above, so a refused submit focuses in page order.
  const members = useController({ control: form.control, name: 'members' });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          {...fields.facultyId}
          label="Faculty"
          required
          options={faculty.options}
          hint={facultyHint}
          error={errors.facultyId?.message}
        />
        <TextField
          {...fields.sessionDate}
          label="Session date and time"
          type="datetime-local"
          required
          hint="Your local time."
          error={errors.sessionDate?.message}
        />
      </div>
      <TextField
        {...fields.shortDescription}
        label="Short description"
        required
        maxLength={SUMMARY_SHORT_DESCRIPTION_MAX}
        autoComplete="off"
        placeholder="e.g. Blues shuffle rhythm and the minor pentatonic"
        error={errors.shortDescription?.message}
      />
      <CheckboxField
        {...fields.isGroupSession}
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
    </>
  );
}

/**
 * Create Session Summary: faculty, date-time (now, local), short description, group
 * session with more learners, rich notes, attachments uploaded as they are chosen, and homework. On success
 * 'Session Summary Created', then the learner's page after 2 seconds.
 */
export function SummaryForm({ learner }: { learner: AddedMember }) {
  const { form, save, created, successRef, guard, uploads, addFiles, pending, busy } = useSummaryForm(learner);

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
    <Form
      form={form}
      onSubmit={save}
      label="Create Session Summary"
      guardUnsaved={guard}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-stone-600">Faculty, date and short description are required.</p>
      <SummarySessionFields form={form} learner={learner} />
      <SummaryDetailsFields form={form} uploads={uploads} onAddFiles={addFiles} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {pending > 0 && <p className="text-sm text-stone-600 sm:mr-auto">{m.uploadsPending}.</p>}
        <Button type="submit" loading={busy} loadingText="Creating...">
          Create Session Summary
        </Button>
      </div>
    </Form>
  );
}
