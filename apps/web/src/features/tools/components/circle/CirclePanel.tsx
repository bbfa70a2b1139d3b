import { formatCount, prettyNoteName } from '@woodshed/shared';
import { useId, type ReactNode } from 'react';
import type { MeasuredInterval, PlayedNote } from '../../hooks/use-circle-player';
import { OctaveControl } from './OctaveControl';

interface CirclePanelProps {
  octave: number;
  onOctaveChange: (step: 1 | -1) => void;
  interval: MeasuredInterval | null;
  recent: PlayedNote[];
  /** The keyboard card; left out on touch-only screens, where it explains keys nobody has. */
  showKeys: boolean;
}

const KEY_HELP: [keys: string[], what: string][] = [
  [['A', 'S', 'D', 'F', 'G', 'H', 'J'], 'C D E F G A B'],
  [['W', 'E', 'T', 'Y', 'U'], 'C♯ D♯ F♯ G♯ A♯'],
  [['O', 'L'], 'Octave up / down'],
  [['Shift'], '+ a note: interval from the last note'],
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="mb-2 text-sm font-semibold text-stone-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Beside the circle: the octave, the measured interval, the last notes played and the keyboard keys. */
export function CirclePanel({ octave, onOctaveChange, interval, recent, showKeys }: CirclePanelProps) {
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <OctaveControl octave={octave} onChange={onOctaveChange} />
      </div>
      <Section title="Interval">
        {interval ? (
          <p>
            <span className="block text-xl font-bold text-amber-900">{interval.name}</span>
            <span className="text-sm text-stone-600">
              {prettyNoteName(interval.from)} up to {prettyNoteName(interval.to)},{' '}
              {formatCount(interval.halfSteps, { one: 'half-step', other: 'half-steps' })}
            </span>
          </p>
        ) : (
          <p className="text-sm text-stone-600">Drag from one note to another to see the interval between them.</p>
        )}
      </Section>
      <Section title="Recently played">
        {recent.length === 0 ? (
          <p className="text-sm text-stone-600">Nothing yet. Tap a note or press a key.</p>
        ) : (
          <ol className="flex flex-wrap gap-1.5">
            {recent.map((played, index) => (
              <li
                key={played.id}
                className={
                  index === 0
                    ? 'rounded-md bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950'
                    : 'rounded-md bg-stone-100 px-2 py-0.5 text-sm text-stone-700'
                }
              >
                {prettyNoteName(played.note)}
              </li>
            ))}
          </ol>
        )}
      </Section>
      {showKeys && (
        <Section title="Keyboard">
          <dl className="flex flex-col gap-2 text-sm">
            {KEY_HELP.map(([keys, what]) => (
              <div key={what}>
                <dt className="flex flex-wrap items-start gap-0.5">
                  {keys.map((key) => (
                    <kbd
                      key={key}
                      className="rounded border border-stone-300 bg-stone-50 px-1.5 font-mono text-xs text-stone-800"
                    >
                      {key}
                    </kbd>
                  ))}
                </dt>
                <dd className="mt-0.5 text-stone-700">{what}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
    </div>
  );
}
