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
} from '@woodshed/shared';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ChipsField } from '@/components/ui/ChipsField';
import { RangeField } from '@/components/ui/RangeField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { TimeZoneField } from '@/components/ui/TimeZoneField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { isApiError } from '@/lib/api';
import { useUpdateProfile } from '../api/profile';
import {
  checkProfileForm,
  formFieldOf,
  valuesFromProfile,
  type ProfileField,
  type ProfileFormValues,
} from '../profile-form-model';

const formatHours = (hours: number) => formatCount(hours, { one: 'hour', other: 'hours' });

interface ProfileFormProps {
  profile: Profile;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of the profile page: every field, checked with the server's rules before sending. */
export function ProfileForm({ profile, onSaved, onCancel }: ProfileFormProps) {
  const [values, setValues] = useState<ProfileFormValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const save = useUpdateProfile();
  const stored = useMemo(() => JSON.stringify(valuesFromProfile(profile)), [profile]);
  // Leaving (Cancel, a link, Back, closing the tab) with changes asks first.
  const guard = useUnsavedChangesGuard(JSON.stringify(values) !== stored);

  // After a refused save: the first field marked invalid, in page order, gets focus.
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = <K extends ProfileField>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProfileForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFailure(null);
      setFocusRequest((n) => n + 1);
      return;
    }
    setFailure(null);
    save.mutate(checked.update, {
      onSuccess: onSaved,
      onError: (error) => {
        const field = isApiError(error) ? formFieldOf(error.field) : null;
        if (field && isApiError(error)) {
          setErrors({ [field]: error.message });
          setFocusRequest((n) => n + 1);
        } else {
          setFailure(messages.profile.saveFailed);
        }
      },
    });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label="Edit profile" className="flex flex-col gap-6">
      {failure && <Banner tone="error">{failure}</Banner>}
      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          label="Username"
          value={values.username}
          onChange={(event) => set('username', event.target.value)}
          error={errors.username}
          maxLength={PROFILE_NAME_MAX + 10}
          autoComplete="username"
          hint="3 to 30 letters, digits, '_', '-' or '.'"
        />
        <TextField
          label="Leaderboard nickname"
          value={values.leaderboardNickname}
          onChange={(event) => set('leaderboardNickname', event.target.value)}
          error={errors.leaderboardNickname}
          maxLength={PROFILE_NAME_MAX + 10}
          hint="Shown on leaderboards instead of your username; leave blank to use your username."
        />
      </div>
      <TextAreaField
        label="Bio"
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        error={errors.bio}
        rows={4}
        maxLength={PROFILE_BIO_MAX + 100}
      />
      <div className="grid gap-6 md:grid-cols-3">
        <ChipsField
          label="Gear"
          itemLabel="gear"
          values={values.gear}
          onChange={(next) => set('gear', next)}
          error={errors.gear}
          maxItemLength={PROFILE_LIST_ITEM_MAX}
          maxItems={PROFILE_LIST_MAX_ITEMS}
          placeholder="e.g. Telecaster"
        />
        <ChipsField
          label="Genres"
          itemLabel="genre"
          values={values.genres}
          onChange={(next) => set('genres', next)}
          error={errors.genres}
          maxItemLength={PROFILE_LIST_ITEM_MAX}
          maxItems={PROFILE_LIST_MAX_ITEMS}
          placeholder="e.g. Blues"
        />
        <ChipsField
          label="Influences"
          itemLabel="influence"
          values={values.influences}
          onChange={(next) => set('influences', next)}
          error={errors.influences}
          maxItemLength={PROFILE_LIST_ITEM_MAX}
          maxItems={PROFILE_LIST_MAX_ITEMS}
          placeholder="e.g. Joni Mitchell"
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <TimeZoneField
          label="Time zone"
          suggestions={PROFILE_TIME_ZONES}
          value={values.timezone}
          onChange={(event) => set('timezone', event.target.value)}
          error={errors.timezone}
          hint="Type to search, e.g. Kolkata or Auckland. Your days, streak and reminders follow it."
        />
        <RangeField
          label="Weekly goal"
          value={values.weeklyGoalHours}
          onValueChange={(hours) => set('weeklyGoalHours', hours)}
          formatValue={formatHours}
          min={WEEKLY_GOAL_MIN_HOURS}
          max={WEEKLY_GOAL_MAX_HOURS}
          step={WEEKLY_GOAL_STEP_HOURS}
          error={errors.weeklyGoalHours}
        />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-medium text-stone-800">Daily practice reminder</legend>
        <CheckboxField
          label="E-mail me a reminder on days I have not practised"
          checked={values.dailyPracticeReminder}
          onChange={(event) => set('dailyPracticeReminder', event.target.checked)}
        />
        <TextField
          label="Reminder time"
          type="time"
          value={values.practiceReminderTime}
          onChange={(event) => set('practiceReminderTime', event.target.value)}
          error={errors.practiceReminderTime}
          disabled={!values.dailyPracticeReminder}
          className="max-w-48"
        />
      </fieldset>
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
      {guard.dialog}
    </form>
  );
}
