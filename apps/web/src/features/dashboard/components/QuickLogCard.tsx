import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_PRACTICE_MINUTES,
  localDateOf,
  MAX_PRACTICE_MINUTES,
  messages,
  practiceDurationSchema,
} from '@woodshed/shared';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { quickLogFocusAreasQueryOptions, quickLogMutationOptions } from '../api/quick-log';
import { DashboardCard } from './DashboardCard';

const m = messages.practice;

/** The minutes as typed (blank is "required", as in the practice form) and the chosen focus area's id or ''. */
const quickLogSchema = z.object({
  duration: z
    .string()
    .transform((text) => (text.trim() ? Number(text) : undefined))
    .pipe(practiceDurationSchema),
  focusAreaId: z.string(),
});

const START = { duration: String(DEFAULT_PRACTICE_MINUTES), focusAreaId: '' };

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
  const form = useSchemaForm({ schema: quickLogSchema, defaultValues: START });
  const [success, setSuccess] = useState<{ xp: number } | null>(null);
  const focusAreas = useQuery(quickLogFocusAreasQueryOptions());
  const log = useMutation(quickLogMutationOptions(queryClient));
  const { errors } = form.formState;
  // A refused submit replaces the last success with its problems.
  const refused = Object.keys(errors).length > 0;

  const submit = ({ duration, focusAreaId }: z.output<typeof quickLogSchema>) => {
    if (log.isPending) return;
    setSuccess(null);
    log.mutate(
      {
        date: localDateOf(new Date(), timeZone),
        duration,
        focusAreaIds: focusAreaId ? [Number(focusAreaId)] : [],
      },
      {
        onSuccess: (result) => {
          setSuccess({ xp: result.xpAwarded });
          form.reset(START);
        },
        // The server's words for a refusal (a day past 24 hours), else the generic text.
        onError: (error) => applyApiError(form, error, { fallback: m.logFailed }),
      },
    );
  };

  const options = [
    { value: '', label: focusAreas.isError ? m.focusAreasFailed : 'No focus area' },
    ...(focusAreas.data ?? []).map((area) => ({ value: String(area.id), label: area.name })),
  ];
  return (
    <DashboardCard title="Quick log">
      <Form form={form} onSubmit={submit} label="Log today's practice" className="flex flex-col gap-3">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:items-end">
          <TextField
            {...form.register('duration')}
            label="Minutes"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={MAX_PRACTICE_MINUTES}
            step={1}
            error={errors.duration?.message}
            disabled={log.isPending}
          />
          <SelectField
            {...form.register('focusAreaId')}
            label="Focus area"
            options={options}
            disabled={log.isPending}
          />
          <Button type="submit" loading={log.isPending} loadingText="Logging..." className="self-end">
            Log today
          </Button>
        </div>
        <div role="status">
          {success && !refused && (
            <p className="text-sm text-green-800">
              <span className="font-semibold">{m.logged}</span>
              {success.xp > 0 && <> {m.dailyXp(success.xp)}</>}
            </p>
          )}
        </div>
      </Form>
    </DashboardCard>
  );
}
