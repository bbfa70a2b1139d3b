import { describeSineWaves } from '@woodshed/shared';
import { Pause, Play, Plus, Square, Volume2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { HarmonicSeriesCard } from '../components/sine/HarmonicSeriesCard';
import { ViewControls } from '../components/sine/ViewControls';
import { WaveCanvas } from '../components/sine/WaveCanvas';
import { WaveCard } from '../components/sine/WaveCard';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useSinePlayback } from '../hooks/use-sine-playback';
import { MAX_WAVES, useSineWaves } from '../hooks/use-sine-waves';

/** /library/sine-wave-playground: draw, sum and hear sine waves. */
export function Component() {
  useDocumentTitle('Sine Wave Playground');
  const { waves, updateWave, addWave, removeWave, view, series } = useSineWaves();
  const sound = useSinePlayback(waves);
  const reducedMotion = useReducedMotion();
  // Moving pictures only when the user has not asked for less motion, or starts them on purpose.
  const [animationChoice, setAnimationChoice] = useState<boolean | null>(null);
  const animating = animationChoice ?? !reducedMotion;
  const wavesHeadingId = useId();
  const description = describeSineWaves(waves, view.globalPhase);

  return (
    <>
      <PageHeader
        title="Sine Wave Playground"
        description="Every sound is a sum of sine waves. Shape each wave, add overtones, and see and hear how they combine."
      />
      {/* Phones: drawing, settings, waves. Wide screens: settings in a column beside drawing and waves. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 lg:col-start-1">
          <WaveCanvas
            waves={waves}
            lineWidth={view.lineWidth}
            zoom={view.zoom}
            globalPhase={view.globalPhase}
            animating={animating}
            description={description}
          />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button onClick={sound.toggle} aria-pressed={sound.playing}>
              {sound.playing ? (
                <Square aria-hidden="true" className="size-4" />
              ) : (
                <Volume2 aria-hidden="true" className="size-4" />
              )}
              {sound.playing ? 'Stop sound' : 'Play sound'}
            </Button>
            <Button variant="secondary" onClick={() => setAnimationChoice(!animating)}>
              {animating ? (
                <Pause aria-hidden="true" className="size-4" />
              ) : (
                <Play aria-hidden="true" className="size-4" />
              )}
              {animating ? 'Pause animation' : 'Animate'}
            </Button>
            <p className="text-sm text-stone-600">
              {waves.length === 1 ? '1 wave' : `${waves.length} waves; their sum in amber`}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ViewControls
            {...view}
            firstFrequency={waves[0]?.frequency}
            onGuitarNote={(frequency) => waves[0] && updateWave(waves[0].id, { frequency })}
          />
          <HarmonicSeriesCard
            harmonics={series.harmonics}
            setHarmonics={series.setHarmonics}
            generate={series.generate}
            note={series.note}
          />
        </div>
        <section aria-labelledby={wavesHeadingId} className="min-w-0 lg:col-start-1">
          <div className="mb-3 flex items-center justify-between gap-3">
            <h2 id={wavesHeadingId} className="text-lg font-semibold text-stone-900">
              Waves
            </h2>
            <Button variant="secondary" size="sm" onClick={addWave} disabled={waves.length >= MAX_WAVES}>
              <Plus aria-hidden="true" className="size-4" />
              Add wave
            </Button>
          </div>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-4">
            {waves.map((wave, index) => (
              <WaveCard
                key={wave.id}
                index={index}
                wave={wave}
                canRemove={waves.length > 1}
                onChange={(patch) => updateWave(wave.id, patch)}
                onRemove={() => removeWave(wave.id)}
              />
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
