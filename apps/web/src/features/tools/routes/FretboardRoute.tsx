import { midiToFrequency, noteSet, prettyNoteName, tuningById, type FretPosition } from '@woodshed/shared';
import { useId, useState } from 'react';
import { PageHeader } from '@/components/ui/PageHeader';
import { useDocumentTitle } from '@/lib/document-title';
import { playPluck } from '../audio/pluck';
import { FretboardBoard } from '../components/fretboard/FretboardBoard';
import { FretboardControls } from '../components/fretboard/FretboardControls';
import { LiveStatus } from '../components/LiveStatus';
import { useFretboardSettings } from '../hooks/use-fretboard-settings';

/** /library/interactive-fretboard: scales and chords on any tuning; every position plays. */
export function Component() {
  useDocumentTitle('Interactive Fretboard');
  const { settings, update, setFretCount, startFretNote } = useFretboardSettings();
  // Remembered with its tuning: on another tuning the same string and fret is another note.
  const [lastPlayed, setLastPlayed] = useState<{ position: FretPosition; tuningId: string } | null>(null);
  const [status, setStatus] = useState('');
  const headingId = useId();
  const tuning = tuningById(settings.tuningId);
  const set = noteSet(
    settings.kind,
    settings.rootChroma,
    settings.kind === 'scale' ? settings.scaleId : settings.chordId,
  );

  function play(position: FretPosition, spelled: string) {
    playPluck(midiToFrequency(position.midi));
    setLastPlayed({ position, tuningId: settings.tuningId });
    setStatus(`Playing ${prettyNoteName(spelled)} (string ${position.stringNumber}, fret ${position.fret})`);
  }

  return (
    <>
      <PageHeader
        title="Interactive Fretboard"
        description="See any scale or chord across the neck in eight tunings. Tap a position to hear it; on a keyboard, Tab to the board and use the arrow keys."
      />
      <FretboardControls
        settings={settings}
        update={update}
        setFretCount={setFretCount}
        startFretNote={startFretNote}
      />
      <section aria-labelledby={headingId} className="mt-6">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            {set.name}
          </h2>
          <p className="flex flex-wrap gap-1.5 text-sm">
            {set.tones.map((tone) => (
              <span
                key={tone.pitchClass}
                className={
                  tone.isRoot
                    ? 'rounded-md bg-amber-500 px-2 py-0.5 font-bold text-stone-950'
                    : 'rounded-md bg-stone-900 px-2 py-0.5 font-semibold text-white'
                }
              >
                {prettyNoteName(tone.pitchClass)}{' '}
                <span className="font-normal opacity-80">{tone.isRoot ? 'R' : tone.degree}</span>
              </span>
            ))}
          </p>
        </div>
        <FretboardBoard
          tuning={tuning}
          startFret={settings.startFret}
          fretCount={settings.fretCount}
          noteSet={set}
          labels={settings.labels}
          leftHanded={settings.leftHanded}
          lastPlayed={lastPlayed?.tuningId === settings.tuningId ? lastPlayed.position : null}
          onPlay={play}
        />
      </section>
      <LiveStatus message={status} />
    </>
  );
}
