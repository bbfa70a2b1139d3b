import {
  DASHBOARD_NOTICE_MAX,
  DEFAULT_SITE_SETTINGS,
  messages,
  PRIVATE_LESSONS_TEXT_MAX,
  PRODUCT_NAME,
  SCHOOL_NAME_MAX,
  SITE_SETTING_LABELS,
  siteSettingsSchema,
  type SiteSettingsValues,
} from '@woodshed/shared';
import { RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useSaveSiteSettings } from '../../api/save-site-settings';

const m = messages.admin;
type Field = keyof SiteSettingsValues;

const FIELD_LABELS = SITE_SETTING_LABELS;

/** Site settings: every setting with its own "Restore default"; Save writes them all. */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsValues }) {
  const save = useSaveSiteSettings();
  const form = useSchemaForm({ schema: siteSettingsSchema, defaultValues: settings });
  const { errors, isDirty } = form.formState;
  const [saved, setSaved] = useState(false);

  const submit = (values: SiteSettingsValues) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: (savedSettings) => {
        form.reset(savedSettings);
        setSaved(true);
      },
      onError: (error) => applyApiError(form, error, { fallback: m.settingsSaveFailed }),
    });
  };

  const restore = (field: Field) => (
    <Button
      variant="ghost"
      size="sm"
      className="self-start"
      disabled={form.watch(field) === DEFAULT_SITE_SETTINGS[field]}
      onClick={() => form.setValue(field, DEFAULT_SITE_SETTINGS[field], { shouldDirty: true, shouldValidate: true })}
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      Restore default<span className="sr-only"> {FIELD_LABELS[field].toLowerCase()}</span>
    </Button>
  );

  const row = (field: Field, control: ReactNode) => (
    <div className="flex flex-col gap-1">
      {control}
      {restore(field)}
    </div>
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      label="Site settings"
      guardUnsaved
      notice={saved ? { tone: 'success', message: m.settingsSaved } : null}
      className="flex max-w-3xl flex-col gap-6"
    >
      <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <legend className="px-1 text-lg font-semibold text-stone-900">School</legend>
        {row(
          'schoolName',
          <TextField
            {...form.register('schoolName')}
            label={FIELD_LABELS.schoolName}
            maxLength={SCHOOL_NAME_MAX}
            autoComplete="organization"
            hint={`Shown beside "${PRODUCT_NAME}" in the top bar. Leave it empty to show no name.`}
            error={errors.schoolName?.message}
          />,
        )}
        {row(
          'dashboardNotice',
          <TextAreaField
            {...form.register('dashboardNotice')}
            label={FIELD_LABELS.dashboardNotice}
            required
            rows={4}
            maxLength={DASHBOARD_NOTICE_MAX}
            hint="Every learner sees it on the dashboard."
            error={errors.dashboardNotice?.message}
          />,
        )}
        {row(
          'bugReportEmail',
          <TextField
            {...form.register('bugReportEmail')}
            label={FIELD_LABELS.bugReportEmail}
            type="email"
            required
            autoComplete="email"
            hint="The dashboard notice links to it for bug reports."
            error={errors.bugReportEmail?.message}
          />,
        )}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <legend className="px-1 text-lg font-semibold text-stone-900">Private lessons</legend>
        {row(
          'privateLessonsBio',
          <TextAreaField
            {...form.register('privateLessonsBio')}
            label={FIELD_LABELS.privateLessonsBio}
            required
            rows={5}
            maxLength={PRIVATE_LESSONS_TEXT_MAX}
            error={errors.privateLessonsBio?.message}
          />,
        )}
        {row(
          'privateLessonsWhatToExpect',
          <TextAreaField
            {...form.register('privateLessonsWhatToExpect')}
            label={FIELD_LABELS.privateLessonsWhatToExpect}
            required
            rows={5}
            maxLength={PRIVATE_LESSONS_TEXT_MAX}
            hint="One paragraph per line."
            error={errors.privateLessonsWhatToExpect?.message}
          />,
        )}
        {row(
          'privateLessonsSchedulingUrl',
          <TextField
            {...form.register('privateLessonsSchedulingUrl')}
            label={FIELD_LABELS.privateLessonsSchedulingUrl}
            type="url"
            required
            placeholder="https://… or mailto:…"
            hint="Where “Schedule a lesson” goes: a booking page (https://) or an e-mail address (mailto:)."
            error={errors.privateLessonsSchedulingUrl?.message}
          />,
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" disabled={!isDirty || save.isPending} onClick={() => form.reset()}>
          Undo changes
        </Button>
        <Button type="submit" loading={save.isPending} loadingText="Saving...">
          Save settings
        </Button>
      </div>
    </Form>
  );
}
