import { localDateOf, MAX_PRACTICE_MINUTES, messages } from '@woodshed/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api';
import { useFocusAreas } from '../api/focus-areas';
import { focusAndReveal } from '../focus';
import { useLogPracticeSession } from '../api/log-session';
import { CustomFocusAreas } from './CustomFocusAreas';
import { FocusAreaChoices } from './FocusAreaChoices';
import { fieldOfServerError, initialValues, MAX_NOTES_LENGTH, toRequest, validate, type LogFormErrors, type LogFormValues } from './log-form-model';
import { StatusNotice } from './StatusNotice';

const m = messages.practice;
type FocusTarget = 'invalid' | 'date' | 'submit' | null;

interface LogPracticeFormProps {
  timeZone: string;
  /** After a session is saved (the page shows the active list again). */
  onLogged?: () => void;
}

/** 'Log a practice session': date, duration, focus areas (listed and custom) and notes (spec part 1 §2.4, §5). */
export function LogPracticeForm({ timeZone, onLogged }: LogPracticeFormProps) {
  const headingId = useId();
  const today = localDateOf(new Date(), timeZone);
  const [values, setValues] = useState<LogFormValues>(() => initialValues(today));
  const [errors, setErrors] = useState<LogFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [xpAwarded, setXpAwarded] = useState<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const focusAreas = useFocusAreas();
  const logSession = useLogPracticeSession();

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'date') focusAndReveal(dateRef.current);
    else if (focusTarget === 'submit') focusAndReveal(submitRef.current);
    else focusAndReveal(formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
    setFocusTarget(null);
  }, [focusTarget]);

  /** Sets a field and clears its error, if it had one. */
  const update = <K extends keyof LogFormValues>(name: K, value: LogFormValues[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (logSession.isPending) return;
    setFormError(null);
    setXpAwarded(null);
    const found = validate(values, localDateOf(new Date(), timeZone));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusTarget('invalid');
      return;
    }
    const { body, customKeys } = toRequest(values);
    logSession.mutate(body, {
      onSuccess: (result) => {
        setValues(initialValues(localDateOf(new Date(), timeZone)));
        setXpAwarded(result.xpAwarded);
        setFocusTarget('date');
        onLogged?.();
      },
      onError: (error) => {
        const field = isApiError(error) && error.status === 400 ? fieldOfServerError(error.field, customKeys) : null;
        if (field && isApiError(error)) {
          setErrors({ [field]: error.message });
          setFocusTarget('invalid');
        } else {
          setFormError(isApiError(error) && error.status === 400 ? error.message : m.logFailed);
          setFocusTarget('submit');
        }
      },
    });
  };

  const busy = logSession.isPending;
  return (
    <Card className="p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-stone-900">
        Log a practice session
      </h2>
      <form ref={formRef} aria-labelledby={headingId} noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <StatusNotice>
          {xpAwarded !== null && (
            <>
              <p className="font-semibold">{m.logged}</p>
              {xpAwarded > 0 && <p>{m.dailyXp(xpAwarded)}</p>}
            </>
          )}
        </StatusNotice>
        <div className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2">
          <TextField
            ref={dateRef}
            label="Date"
            type="date"
            required
            max={today}
            min="1970-01-01"
            value={values.date}
            onChange={(event) => update('date', event.target.value)}
            error={errors.date}
            disabled={busy}
          />
          <TextField
            label="Duration (minutes)"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={MAX_PRACTICE_MINUTES}
            step={1}
            value={values.duration}
            onChange={(event) => update('duration', event.target.value)}
            error={errors.duration}
            disabled={busy}
          />
        </div>
        <FocusAreaChoices
          areas={focusAreas.data}
          isPending={focusAreas.isPending}
          isError={focusAreas.isError}
          onRetry={() => void focusAreas.refetch()}
          selected={values.focusAreaIds}
          onChange={(ids) => update('focusAreaIds', ids)}
          error={errors.focusAreaIds}
          disabled={busy}
        />
        <CustomFocusAreas
          rows={values.customRows}
          onChange={(rows) => {
            setValues((previous) => ({ ...previous, customRows: rows }));
            setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !key.startsWith('custom:'))));
          }}
          errors={errors}
          disabled={busy}
        />
        <TextAreaField
          label="Notes"
          hint="Optional"
          rows={3}
          maxLength={MAX_NOTES_LENGTH}
          value={values.notes}
          onChange={(event) => update('notes', event.target.value)}
          error={errors.notes}
          disabled={busy}
        />
        {formError && <Banner tone="error">{formError}</Banner>}
        <Button ref={submitRef} type="submit" loading={busy} loadingText="Logging..." className="self-start">
          Log Practice
        </Button>
      </form>
    </Card>
  );
}
