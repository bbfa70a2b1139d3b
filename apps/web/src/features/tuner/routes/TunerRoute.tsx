import {
  messages,
  nearestString,
  prettyNoteName,
  readPitch,
  TUNINGS,
  tuningById,
  tuningStringTargets,
} from '@woodshed/shared';
import { Mic, MicOff } from 'lucide-react';
import { useId } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { playPluck } from '@/features/tools';
import { useDocumentTitle } from '@/lib/document-title';
import { cn } from '@/lib/cn';
import type { MicrophoneProblem } from '../audio/microphone';
import { A4Field } from '../components/A4Field';
import { CentsMeter } from '../components/CentsMeter';
import { StringButtons } from '../components/StringButtons';
import { centsOffset, hertz, signedCents, tuneState } from '../components/tuner-format';
import { useCalmAnnouncement } from '../hooks/use-calm-announcement';
import { useTuner } from '../hooks/use-tuner';
import { useTunerSettings } from '../hooks/use-tuner-settings';

const TUNING_OPTIONS = TUNINGS.map((tuning) => ({
  value: tuning.id,
  label: `${tuning.name} · ${tuning.strings.length} strings`,
}));

const PROBLEM_MESSAGES: Record<MicrophoneProblem, string> = {
  denied: messages.tunerWeb.microphoneDenied,
  'no-microphone': messages.tunerWeb.noMicrophone,
  busy: messages.tunerWeb.microphoneBusy,
  unsupported: messages.tunerWeb.microphoneUnsupported,
  failed: messages.tunerWeb.microphoneFailed,
};

const STATE_TEXT = { 'in-tune': 'In tune', flat: 'Flat — tune up', sharp: 'Sharp — tune down' } as const;

/**
 * /library/tuner (issue 19): a chromatic tuner on the microphone. The microphone is asked for only when Start tuner
 * is pressed and released on Stop and on leaving the page; nothing is recorded or sent.
 */
export function Component() {
  useDocumentTitle('Tuner');
  const { settings, update } = useTunerSettings();
  const { state, start, stop } = useTuner();
  const readingId = useId();
  const stringsId = useId();
  const tuning = tuningById(settings.tuningId);
  const strings = tuningStringTargets(tuning, settings.a4Hz);

  const listening = state.status === 'listening';
  const frequency = listening ? state.frequency : null;
  const reading = frequency === null ? null : readPitch(frequency, settings.a4Hz);
  const nearest = frequency === null ? null : nearestString(frequency, tuning, settings.a4Hz);
  const tune = reading ? tuneState(reading.cents) : null;

  const announcement = useCalmAnnouncement(
    reading && tune ? `${prettyNoteName(reading.note)}, ${tune === 'in-tune' ? 'in tune' : tune}` : '',
  );

  return (
    <>
      <PageHeader
        title="Tuner"
        description="Tune by ear or by the needle: play one string and let it ring. The microphone is used only while the tuner runs; nothing is recorded or sent."
      />

      {state.status === 'error' && (
        <Banner tone="error" title="The microphone is not available" className="mb-4">
          {PROBLEM_MESSAGES[state.problem]}
        </Banner>
      )}

      <Card className="p-4 sm:p-6">
        <section aria-labelledby={readingId} className="flex flex-col items-center gap-3 text-center">
          <h2 id={readingId} className="sr-only">
            Reading
          </h2>
          <div className="flex min-h-24 flex-col items-center justify-center">
            {reading && tune ? (
              <>
                <p className="text-5xl font-bold text-stone-900 sm:text-6xl" data-testid="tuner-note">
                  {prettyNoteName(reading.note)}
                </p>
                <p className="text-sm text-stone-600">
                  <span data-testid="tuner-frequency">{hertz(frequency!)}</span> ·{' '}
                  <span data-testid="tuner-cents">{signedCents(reading.cents)}</span>
                </p>
              </>
            ) : (
              <p className="text-2xl font-semibold text-stone-500">
                {state.status === 'listening'
                  ? 'No clear note'
                  : state.status === 'starting'
                    ? 'Starting…'
                    : 'Not listening'}
              </p>
            )}
          </div>
          <CentsMeter cents={reading ? reading.cents : null} />
          <p
            className={cn(
              'min-h-6 text-base font-semibold',
              tune === 'in-tune' ? 'text-emerald-700' : 'text-amber-900',
            )}
          >
            {tune ? STATE_TEXT[tune] : listening ? 'Play one string and let it ring' : ''}
          </p>
          {nearest && (
            <p className="text-sm text-stone-700">
              Nearest string: {nearest.string.stringNumber} ({prettyNoteName(nearest.string.note)}),{' '}
              {centsOffset(nearest.cents)}
            </p>
          )}
          <div className="flex gap-2">
            {state.status === 'listening' || state.status === 'starting' ? (
              <Button variant="secondary" onClick={stop}>
                <MicOff aria-hidden="true" className="size-4" />
                Stop
              </Button>
            ) : (
              <Button onClick={() => void start()}>
                <Mic aria-hidden="true" className="size-4" />
                Start tuner
              </Button>
            )}
          </div>
        </section>
      </Card>

      <section aria-labelledby={stringsId} className="mt-6">
        <h2 id={stringsId} className="mb-1 text-lg font-semibold text-stone-900">
          Strings
        </h2>
        <p className="mb-3 text-sm text-stone-600">Press a string to hear its reference tone.</p>
        <StringButtons
          strings={strings}
          nearest={nearest ? nearest.string.stringNumber : null}
          onPlay={(string) => playPluck(string.frequency)}
        />
      </section>

      <section aria-label="Tuner settings" className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start">
        <SelectField
          label="Tuning"
          options={TUNING_OPTIONS}
          value={settings.tuningId}
          onChange={(event) => update({ tuningId: event.target.value })}
          className="w-full sm:max-w-md"
        />
        <A4Field value={settings.a4Hz} onChange={(a4Hz) => update({ a4Hz })} />
      </section>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
