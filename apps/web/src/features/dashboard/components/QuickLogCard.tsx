import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PRACTICE_MINUTES, localDateOf, MAX_PRACTICE_MINUTES, messages } from '@woodshed/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, lazySchema, useSchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { quickLogFocusAreasQueryOptions, quickLogMutationOptions } from '../api/quick-log';
import { DashboardCard } from './DashboardCard';
import type { QuickLogValues } from './quick-log-schema';

const m = messages.practice;

/**
 * The card is on the dashboard's first screen, its rules (zod, ~25 KB compressed) are not needed until the form is
 * used: they load when focus first enters the form, at the latest when it is submitted.
 */
const quickLogSchema = lazySchema(() => import('./quick-log-schema').then((module) => module.quickLogSchema));
const loadRules = () => void quickLogSchema.load().catch(() => undefined);

const START = { duration: String(DEFAULT_PRACTICE_MINUTES), focusAreaId: '' };

interface QuickLogCardProps {
  /** The user's zone: the session is dated today there. */
  timeZone: string;
}

/**
 * 'Quick log' (issue 12): minutes and one focus area, dated today in the user's zone, POST
 * /api/practice/sessions; the dashboard's figures (today, streak, week, XP) refresh after it.
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

  const submit = ({ duration, focusAreaId }: QuickLogValues) => {
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
      <Form
        form={form}
        onSubmit={submit}
        label="Log today's practice"
        onFocus={loadRules}
        className="flex flex-col gap-3"
      >
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
