import {
  PROFILE_BIO_MAX,
  PROFILE_LIST_ITEM_MAX,
  PROFILE_LIST_MAX_ITEMS,
  PROFILE_NAME_MAX,
  PROFILE_TIME_ZONES,
  WEEKLY_GOAL_MAX_HOURS,
  WEEKLY_GOAL_MIN_HOURS,
  WEEKLY_GOAL_STEP_HOURS,
  formatCount,
  messages,
  type Profile,
  type ProfileUpdate,
} from '@woodshed/shared';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ChipsField } from '@/components/ui/ChipsField';
import { applyApiError, firstMessage, Form, useSchemaForm, type SchemaForm } from '@/components/ui/form';
import { RangeField } from '@/components/ui/RangeField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { TimeZoneField } from '@/components/ui/TimeZoneField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { useUpdateProfile } from '../api/profile';
import { profileFormResolver, valuesFromProfile, type ProfileFormValues } from '../profile-form-model';

type ProfileEditForm = SchemaForm<ProfileFormValues, ProfileUpdate>;

const formatHours = (hours: number) => formatCount(hours, { one: 'hour', other: 'hours' });

interface ProfileFormProps {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * Edit mode of the profile page: every field, checked with the server's rules before sending. Every field is
 * registered by a section below, in page order (React renders them depth first), so a refused save focuses the
 * first invalid field on the page.
 */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const save = useUpdateProfile();
  const form = useSchemaForm({ resolver: profileFormResolver, defaultValues: valuesFromProfile(profile) });
  // Leaving (Cancel, a link, Back, closing the tab) with changes asks first.
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = (update: ProfileUpdate) =>
    save.mutate(update, {
      onSuccess: onSaved,
      onError: (error) => applyApiError(form, error, { fallback: messages.profile.saveFailed }),
    });

  return (
    <Form form={form} onSubmit={submit} label="Edit profile" guardUnsaved={guard} className="flex flex-col gap-6">
      <NameAndBioFields form={form} />
      <div className="grid gap-6 md:grid-cols-3">
        <ListField form={form} name="gear" label="Gear" itemLabel="gear" placeholder="e.g. Telecaster" />
        <ListField form={form} name="genres" label="Genres" itemLabel="genre" placeholder="e.g. Blues" />
        <ListField
          form={form}
          name="influences"
          label="Influences"
          itemLabel="influence"
          placeholder="e.g. Joni Mitchell"
        />
      </div>
      <TimeAndGoalFields form={form} />
      <ReminderFields form={form} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Changes'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => guard.confirmDiscard(onCancel)}
          disabled={save.isPending}
        >
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function NameAndBioFields({ form }: { form: ProfileEditForm }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          {...form.register('username')}
          label="Username"
          error={errors.username?.message}
          maxLength={PROFILE_NAME_MAX + 10}
          autoComplete="username"
          hint="3 to 30 letters, digits, '_', '-' or '.'"
        />
        <TextField
          {...form.register('leaderboardNickname')}
          label="Leaderboard nickname"
          error={errors.leaderboardNickname?.message}
          maxLength={PROFILE_NAME_MAX + 10}
          hint="Shown on leaderboards instead of your username; leave blank to use your username."
        />
      </div>
      <TextAreaField
        {...form.register('bio')}
        label="Bio"
        error={errors.bio?.message}
        rows={4}
        maxLength={PROFILE_BIO_MAX + 100}
      />
    </>
  );
}

interface ListFieldProps {
  form: ProfileEditForm;
  name: 'gear' | 'genres' | 'influences';
  label: string;
  itemLabel: string;
  placeholder: string;
}

function ListField({ form, name, label, itemLabel, placeholder }: ListFieldProps) {
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <ChipsField
      inputRef={field.ref}
      label={label}
      itemLabel={itemLabel}
      values={field.value}
      onChange={field.onChange}
      error={firstMessage(fieldState.error)}
      maxItemLength={PROFILE_LIST_ITEM_MAX}
      maxItems={PROFILE_LIST_MAX_ITEMS}
      placeholder={placeholder}
    />
  );
}

function TimeAndGoalFields({ form }: { form: ProfileEditForm }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <TimeZoneField
        {...form.register('timezone')}
        label="Time zone"
        suggestions={PROFILE_TIME_ZONES}
        error={form.formState.errors.timezone?.message}
        hint="Type to search, e.g. Kolkata or Auckland. Your days, streak and reminders follow it."
      />
      <WeeklyGoalField form={form} />
    </div>
  );
}

function WeeklyGoalField({ form }: { form: ProfileEditForm }) {
  const { field, fieldState } = useController({ control: form.control, name: 'weeklyGoalHours' });
  return (
    <RangeField
      ref={field.ref}
      name={field.name}
      label="Weekly goal"
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      formatValue={formatHours}
      min={WEEKLY_GOAL_MIN_HOURS}
      max={WEEKLY_GOAL_MAX_HOURS}
      step={WEEKLY_GOAL_STEP_HOURS}
      error={fieldState.error?.message}
    />
  );
}

function ReminderFields({ form }: { form: ProfileEditForm }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">Daily practice reminder</legend>
      <CheckboxField
        {...form.register('dailyPracticeReminder')}
        label="E-mail me a reminder on days I have not practised"
      />
      <TextField
        {...form.register('practiceReminderTime')}
        label="Reminder time"
        type="time"
        error={form.formState.errors.practiceReminderTime?.message}
        disabled={!form.watch('dailyPracticeReminder')}
        className="max-w-48"
      />
    </fieldset>
  );
}
