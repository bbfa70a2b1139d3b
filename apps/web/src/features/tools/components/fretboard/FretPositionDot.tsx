import { prettyNoteName, type NoteSetTone } from '@woodshed/shared';
import type { DotLabels } from '../../hooks/use-fretboard-settings';
import { MARKER_RADIUS, STRING_GAP } from './fretboard-geometry';

interface FretPositionDotProps {
  cx: number;
  cy: number;
  /** The fret's width: the whole cell is the click target. */
  width: number;
  /** The position's place in the scale or chord, if it has one. */
  tone: NoteSetTone | undefined;
  /** Played last: outlined in amber, and named even outside the scale. */
  isLast: boolean;
  /** The note spelled with its octave ('Eb4'). */
  spelled: string;
  labels: DotLabels;
}

/** What a position draws: its cell, the focus and play rings, and its dot (the root amber) or a faint hover dot. */
export function FretPositionDot({ cx, cy, width, tone, isLast, spelled, labels }: FretPositionDotProps) {
  return (
    <>
      <rect x={cx - width / 2} y={cy - STRING_GAP / 2} width={width} height={STRING_GAP} fill="transparent" />
      <circle
        cx={cx}
        cy={cy}
        r={MARKER_RADIUS + 4}
        fill="none"
        strokeWidth="3"
        className="stroke-amber-300 opacity-0 group-focus-visible:opacity-100"
      />
      <circle
        data-ring
        cx={cx}
        cy={cy}
        r={MARKER_RADIUS}
        fill="none"
        strokeWidth="2"
        className="stroke-amber-400 opacity-0"
        style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
      />
      {tone ? (
        <DotWithText
          cx={cx}
          cy={cy}
          strokeWidth={isLast ? 3 : 1.5}
          circleClass={
            tone.isRoot
              ? 'fill-amber-500 stroke-amber-900'
              : isLast
                ? 'fill-stone-700 stroke-amber-300'
                : 'fill-stone-900 stroke-stone-100'
          }
          textClass={tone.isRoot ? 'fill-stone-950 text-[10.5px] font-bold' : 'fill-white text-[10.5px] font-semibold'}
          text={labels === 'names' ? prettyNoteName(tone.pitchClass) : tone.degree}
        />
      ) : isLast ? (
        <DotWithText
          cx={cx}
          cy={cy}
          strokeWidth={1.5}
          circleClass="fill-stone-100 stroke-amber-300"
          textClass="fill-stone-900 text-[10.5px] font-semibold"
          text={prettyNoteName(spelled.replace(/-?\d+$/, ''))}
        />
      ) : (
        <circle cx={cx} cy={cy} r={5} className="fill-stone-100 opacity-0 group-hover:opacity-40" />
      )}
    </>
  );
}

interface DotWithTextProps {
  cx: number;
  cy: number;
  strokeWidth: number;
  circleClass: string;
  textClass: string;
  text: string;
}

function DotWithText({ cx, cy, strokeWidth, circleClass, textClass, text }: DotWithTextProps) {
  return (
    <>
      <circle cx={cx} cy={cy} r={MARKER_RADIUS} strokeWidth={strokeWidth} className={circleClass} />
      <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central" className={textClass}>
        {text}
      </text>
    </>
  );
}
