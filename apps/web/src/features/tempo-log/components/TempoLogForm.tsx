import { BPM_MAX, BPM_MIN, logTempoRequestSchema, messages, type TempoItemRef } from '@woodshed/shared';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { controlClasses } from '@/components/ui/Field';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { useLogTempo, wasReplaced } from '../api/log-tempo';

const formSchema = logTempoRequestSchema.pick({ bpm: true });
type FormValues = z.input<typeof formSchema>;

interface TempoLogFormProps {
  item: TempoItemRef;
  /** The last logged tempo, offered as the field's placeholder. */
  latestBpm: number | null;
}

/** "Clean at [96] BPM [Log]": today's tempo on the item; logging again the same day replaces it. */
export function TempoLogForm({ item, latestBpm }: TempoLogFormProps) {
  const ids = useId();
  const log = useLogTempo();
  const [notice, setNotice] = useState<string | null>(null);
  // No default value: the field starts empty (a NaN default is written into the input, which the browser refuses
  // with a console warning); left empty, it reads as NaN and the schema answers "BPM is required".
  const form = useSchemaForm({ schema: formSchema });
  const error = form.formState.errors.bpm?.message;

  const save = ({ bpm }: FormValues) => {
    setNotice(null);
    log.mutate(
      { ...item, bpm },
      {
        onSuccess: (result) =>
          setNotice(
            wasReplaced(result)
              ? messages.tempoLogWeb.updated(result.entry.bpm)
              : messages.tempoLogWeb.logged(result.entry.bpm),
          ),
        onError: (error) => applyApiError(form, error, { fallback: messages.tempoLogWeb.logFailed }),
      },
    );
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label id={`${ids}-label`} htmlFor={`${ids}-bpm`} className="text-sm font-medium text-stone-800">
          Clean at
        </label>
        {/* The width sits on a wrapper: the control classes make an input full width. */}
        <div className="w-24">
          <input
            id={`${ids}-bpm`}
            type="number"
            inputMode="numeric"
            min={BPM_MIN}
            max={BPM_MAX}
            step={1}
            placeholder={latestBpm === null ? '96' : String(latestBpm)}
            aria-labelledby={`${ids}-label ${ids}-unit`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids}-error` : undefined}
            className={controlClasses(Boolean(error), 'h-10 tabular-nums')}
            {...form.register('bpm', { valueAsNumber: true })}
          />
        </div>
        <span id={`${ids}-unit`} className="text-sm font-medium text-stone-800">
          BPM
        </span>
        <Button type="submit" loading={log.isPending} loadingText="Logging...">
          Log
        </Button>
      </div>
      {error && (
        <p id={`${ids}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {/* Always in the page, so the confirmation is announced when it appears. */}
      <div role="status" className="text-sm font-medium text-green-800 empty:hidden">
        {notice}
      </div>
    </Form>
  );
}
