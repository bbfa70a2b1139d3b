import { zodResolver } from '@hookform/resolvers/zod';
import {
  earliestPracticeDate,
  localDateOf,
  MAX_PRACTICE_MINUTES,
  messages,
  type PracticeSession,
} from '@woodshed/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useFocusAreas } from '../api/focus-areas';
import { useLogPracticeSession } from '../api/log-session';
import { useUpdatePracticeSession } from '../api/update-session';
import { focusAndReveal } from '../focus';
import { CustomFocusAreas } from './CustomFocusAreas';
import { FocusAreaChoices } from './FocusAreaChoices';
import {
  fieldOfServerError,
  initialValues,
  logFormSchema,
  MAX_NOTES_LENGTH,
  toRequest,
  type LogFormOutput,
  type LogFormValues,
  valuesOfSession,
} from './log-form-model';
import { StatusNotice } from './StatusNotice';

const m = messages.practice;
type FocusTarget = 'invalid' | 'date' | 'submit' | null;
/** The fields whose server refusals show in the red banner: the rules only the server can settle. */
type BannerField = 'date' | 'duration';

export interface PracticeSessionFormProps {
  timeZone: string;
  /** The form's name: the id of a heading that names it, or its own text (in a dialog its title names). */
  label: { headingId: string } | { text: string };
  /** After a session is saved (the page shows the active list again). */
  onLogged?: () => void;
  /** A session being corrected (issue 12): the form is filled with it and saves with PUT. */
  editing?: PracticeSession | null;
  /** After the correction is saved (with the saved session, once the lists have refetched) or cancelled (null). */
  onEditDone?: (saved: PracticeSession | null) => void;
  /** Values the new session starts with instead of the defaults (the stopped practice timer's minutes and focus). */
  prefill?: Partial<LogFormValues>;
  /**
   * In a dialog: the red banner and the buttons stay at the bottom of its scrolling body, so the primary action is
   * always on screen, right-aligned as in the dialog footers.
   */
  inDialog?: boolean;
  /** Buttons before the primary one (the practice timer's Discard). */
  extraActions?: ReactNode;
}

/** The shared rules, with "today" taken in the user's zone when the form is checked (not when it was drawn). */
function resolverFor(timeZone: string): Resolver<LogFormValues, unknown, LogFormOutput> {
  return (values, context, options) =>
    zodResolver(logFormSchema(localDateOf(new Date(), timeZone)))(values, context, options);
}

/**
 * A practice session's fields: date, duration, focus areas (listed and custom) and notes;
 * it logs a new session, or corrects `editing` (on /practice and in the history's edit dialog).
 * react-hook-form with the shared schemas: checked on submit, then again as a field changes.
 */
export function PracticeSessionForm({
  timeZone,
  label,
  onLogged,
  editing = null,
  onEditDone,
  prefill,
  inDialog = false,
  extraActions,
}: PracticeSessionFormProps) {
  const bannerId = useId();
  const today = localDateOf(new Date(), timeZone);
  const form = useForm<LogFormValues, unknown, LogFormOutput>({
    defaultValues: { ...initialValues(today), ...prefill },
    resolver: resolverFor(timeZone),
    // Focus goes to the first invalid field in page order, clear of the sticky top bar (below).
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const focusAreaIds = useController({ control: form.control, name: 'focusAreaIds' });
  const customRows = useController({ control: form.control, name: 'customRows' });
  const [formError, setFormError] = useState<string | null>(null);
  /** The field the banner's message is about (marked invalid and described by the banner), if any. */
  const [bannerField, setBannerField] = useState<BannerField | null>(null);
  const [xpAwarded, setXpAwarded] = useState<number | null>(null);
  const [updated, setUpdated] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dateRef = useRef<HTMLInputElement | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAreas = useFocusAreas();
  const logSession = useLogPracticeSession();
  const updateSession = useUpdatePracticeSession();

  // Opening a session for correction fills the form with it and puts focus on its first field.
  const editingId = editing?.id ?? null;
  useEffect(() => {
    if (!editing) return;
    form.reset(valuesOfSession(editing));
    setFormError(null);
    setBannerField(null);
    setXpAwarded(null);
    setUpdated(false);
    setFocusTarget('date');
    // Only a different session refills the form, not a refetched copy of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingId]);

  const stopEditing = () => {
    form.reset(initialValues(localDateOf(new Date(), timeZone)));
    setFormError(null);
    setBannerField(null);
    setFocusTarget('date');
    onEditDone?.(null);
  };

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'date') focusAndReveal(dateRef.current);
    else if (focusTarget === 'submit') focusAndReveal(submitRef.current);
    else focusAndReveal(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    setFocusTarget(null);
  }, [focusTarget]);

  /** A change to a field the banner is about takes the banner's mark off it. */
  const clearBannerMark = (name: BannerField) => {
    if (bannerField === name) setBannerField(null);
  };
  const dateField = form.register('date', { onChange: () => clearBannerMark('date') });
  const durationField = form.register('duration', { onChange: () => clearBannerMark('duration') });

  const logSessionFrom = (values: LogFormOutput) => {
    if (logSession.isPending || updateSession.isPending) return;
    const { body, customKeys } = toRequest(values);
    const onError = (error: unknown) => {
      const refusal = isApiError(error) && error.status === 400 ? error : null;
      const target = refusal ? fieldOfServerError(refusal.field, customKeys) : null;
      if (refusal && target && (target.field === 'date' || target.field === 'duration')) {
        // The 14-day window by the server's clock and the 24-hour day: the server's own
        // words ('… You have 2 h 10 min left on …') in the red banner, the field marked.
        setFormError(refusal.message);
        setBannerField(target.field);
        setFocusTarget('invalid');
      } else if (refusal && target) {
        const row =
          target.field === 'customRows'
            ? form.getValues('customRows').findIndex((candidate) => candidate.key === target.rowKey)
            : -1;
        if (target.field !== 'customRows') form.setError(target.field, { message: refusal.message });
        else if (row >= 0) form.setError(`customRows.${row}.value`, { message: refusal.message });
        setFocusTarget('invalid');
      } else {
        // A correction refused for its session (404 gone, 409 pending deletion) shows the server's words.
        const gone = editing && isApiError(error) && (error.status === 404 || error.status === 409) ? error : null;
        setFormError(refusal?.message ?? gone?.message ?? (editing ? m.updateFailed : m.logFailed));
        setFocusTarget('submit');
      }
    };
    if (editing) {
      updateSession.mutate(
        { id: editing.id, body },
        {
          onSuccess: (saved) => {
            form.reset(initialValues(localDateOf(new Date(), timeZone)));
            setUpdated(true);
            setFocusTarget('date');
            onEditDone?.(saved);
          },
          onError,
        },
      );
      return;
    }
    logSession.mutate(body, {
      onSuccess: (result) => {
        form.reset(initialValues(localDateOf(new Date(), timeZone)));
        setXpAwarded(result.xpAwarded);
        setFocusTarget('date');
        onLogged?.();
      },
      onError,
    });
  };

  const onSubmit = form.handleSubmit(logSessionFrom, () => setFocusTarget('invalid'));

  const busy = logSession.isPending || updateSession.isPending;
  const rows = customRows.field.value;
  const submit = (
    <Button ref={submitRef} type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Logging...'}>
      {editing ? 'Save changes' : 'Log Practice'}
    </Button>
  );
  return (
    <form
      ref={formRef}
      aria-labelledby={'headingId' in label ? label.headingId : undefined}
      aria-label={'text' in label ? label.text : undefined}
      noValidate
      onSubmit={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        setFormError(null);
        setBannerField(null);
        setXpAwarded(null);
        setUpdated(false);
        void onSubmit(event);
      }}
      className={cn(
        'flex flex-col gap-5',
        // A focused field never hides behind the sticky buttons.
        inDialog && '[&_:is(input,textarea)]:scroll-mb-32',
      )}
    >
      {/* One message or none: a list of two `false`s would still draw the notice's empty green box. */}
      <StatusNotice>
        {updated ? (
          <p className="font-semibold">{m.updated}</p>
        ) : xpAwarded !== null ? (
          <>
            <p className="font-semibold">{m.logged}</p>
            {xpAwarded > 0 && <p>{m.dailyXp(xpAwarded)}</p>}
          </>
        ) : null}
      </StatusNotice>
      <div className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2">
        <TextField
          {...dateField}
          ref={(element) => {
            dateField.ref(element);
            dateRef.current = element;
          }}
          label="Date"
          type="date"
          required
          max={today}
          min={earliestPracticeDate(today)}
          error={errors.date?.message}
          invalid={bannerField === 'date'}
          aria-describedby={bannerField === 'date' ? bannerId : undefined}
          disabled={busy}
        />
        <TextField
          {...durationField}
          label="Duration (minutes)"
          type="number"
          inputMode="numeric"
          required
          min={1}
          max={MAX_PRACTICE_MINUTES}
          step={1}
          error={errors.duration?.message}
          invalid={bannerField === 'duration'}
          aria-describedby={bannerField === 'duration' ? bannerId : undefined}
          disabled={busy}
        />
      </div>
      <FocusAreaChoices
        areas={focusAreas.data}
        isPending={focusAreas.isPending}
        isError={focusAreas.isError}
        onRetry={() => void focusAreas.refetch()}
        selected={focusAreaIds.field.value}
        onChange={focusAreaIds.field.onChange}
        error={errors.focusAreaIds?.message}
        disabled={busy}
      />
      <CustomFocusAreas
        rows={rows}
        onChange={(next) => {
          customRows.field.onChange(next);
          // Errors belong to positions; after an add or a removal they would sit on the wrong row.
          form.clearErrors('customRows');
        }}
        errors={rows.map((_, index) => errors.customRows?.[index]?.value?.message)}
        disabled={busy}
      />
      <TextAreaField
        {...form.register('notes')}
        label="Notes"
        hint="Optional"
        rows={3}
        maxLength={MAX_NOTES_LENGTH}
        error={errors.notes?.message}
        disabled={busy}
      />
      <div
        className={cn(
          'flex flex-col gap-3',
          // The dialog body's padding (px-5 py-4) is undone so the bar spans it and sits on its bottom edge.
          inDialog && 'sticky -bottom-4 -mx-5 -mb-4 rounded-b-xl border-t border-stone-200 bg-white px-5 py-3',
        )}
      >
        {formError && (
          <Banner id={bannerId} tone="error">
            {formError}
          </Banner>
        )}
        {/* In a dialog the primary button comes last, as in the dialog footers; on a page, first. */}
        <div className={cn('flex flex-wrap gap-3', inDialog && 'justify-end')}>
          {!inDialog && submit}
          {extraActions}
          {editing && (
            <Button type="button" variant="secondary" onClick={stopEditing} disabled={busy}>
              Cancel
            </Button>
          )}
          {inDialog && submit}
        </div>
      </div>
    </form>
  );
}
