import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PRACTICE_MINUTES,
  localDateOf,
  MAX_PRACTICE_MINUTES,
  messages,
  practiceDurationSchema,
} from '@woodshed/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api';
import { quickLogFocusAreasQueryOptions, quickLogMutationOptions } from '../api/quick-log';
import { DashboardCard } from './DashboardCard';

const m = messages.practice;

interface QuickLogCardProps {
  /** The user's zone: the session is dated today there. */
  timeZone: string;
}

/**
 * 'Quick log' (issue 12): minutes and one focus area, dated today in the user's zone, POST
 * /api/practice/sessions; the dashboard's figures (today, streak, week, XP) refresh after it. Loaded lazily so
 * the dashboard's first JavaScript stays within its budget.
 */
export function QuickLogCard({ timeZone }: QuickLogCardProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const durationRef = useRef<HTMLInputElement>(null);
  const [duration, setDuration] = useState(String(DEFAULT_PRACTICE_MINUTES));
  const [focusAreaId, setFocusAreaId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ xp: number } | null>(null);
  const focusAreas = useQuery(quickLogFocusAreasQueryOptions());
  const log = useMutation(quickLogMutationOptions(queryClient));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (log.isPending) return;
    setFormError(null);
    setSuccess(null);
    const parsed = practiceDurationSchema.safeParse(duration.trim() ? Number(duration) : undefined);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? m.durationRequired);
      durationRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    log.mutate(
      {
        date: localDateOf(new Date(), timeZone),
        duration: parsed.data,
        focusAreaIds: focusAreaId ? [Number(focusAreaId)] : [],
      },
      {
        onSuccess: (result) => {
          setSuccess({ xp: result.xpAwarded });
          setDuration(String(DEFAULT_PRACTICE_MINUTES));
          setFocusAreaId('');
        },
        // The server's words for a refusal (a day past 24 hours), else the generic text.
        onError: (error) => setFormError(isApiError(error) && error.status === 400 ? error.message : m.logFailed),
      },
    );
  };

  const options = [
    { value: '', label: focusAreas.isError ? m.focusAreasFailed : 'No focus area' },
    ...(focusAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];
  return (
    <DashboardCard title="Quick log">
      <form aria-labelledby={formId} noValidate onSubmit={submit} className="flex flex-col gap-3">
        <p id={formId} className="sr-only">
          Log today's practice
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
          <TextField
            ref={durationRef}
            label="Minutes"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={MAX_PRACTICE_MINUTES}
            step={1}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            error={fieldError}
            disabled={log.isPending}
          />
          <SelectField
            label="Focus area"
            options={options}
            value={focusAreaId}
            onChange={(event) => setFocusAreaId(event.target.value)}
            disabled={log.isPending}
          />
          <Button type="submit" loading={log.isPending} loadingText="Logging..." className="self-end">
            Log today
          </Button>
        </div>
        <div role="status">
          {success && (
            <p className="text-sm text-green-800">
              <span className="font-semibold">{m.logged}</span>
              {success.xp > 0 && <> {m.dailyXp(success.xp)}</>}
            </p>
          )}
        </div>
        {formError && (
          <p role="alert" className="text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
    </DashboardCard>
  );
}
