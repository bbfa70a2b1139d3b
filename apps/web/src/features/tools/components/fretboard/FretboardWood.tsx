import { noteMidi, prettyNoteName } from '@woodshed/shared';
import {
  DOUBLE_MARKER_FRETS,
  FRET_NUMBER_OFFSET,
  INLAY_RADIUS,
  LABEL_X,
  SINGLE_MARKER_FRETS,
  STRING_GAP,
  stringColour,
  stringThickness,
  type FretboardLayout,
} from './fretboard-geometry';

interface FretboardWoodProps {
  layout: FretboardLayout;
  /** Open strings, string 1 (top row) first. */
  openStrings: string[];
}

/** The decorative part of the board: wood, nut, frets, inlays, strings, string names and fret numbers. */
export function FretboardWood({ layout, openStrings }: FretboardWoodProps) {
  const { x, stringY, columns } = layout;
  const top = stringY(0) - STRING_GAP / 2;
  const bottom = stringY(openStrings.length - 1) + STRING_GAP / 2;
  const boardLeft = Math.min(x(layout.boardStart), x(layout.boardEnd));

  return (
    <g aria-hidden="true">
      <rect
        x={boardLeft}
        y={top}
        width={layout.boardEnd - layout.boardStart}
        height={bottom - top}
        rx="3"
        fill="#5a3825"
      />
      {layout.inlays.map((inlay) => (
        <circle
          key={`${inlay.fret}-${inlay.y}`}
          cx={x(inlay.x)}
          cy={inlay.y}
          r={INLAY_RADIUS}
          fill="#efe7da"
          opacity="0.85"
        />
      ))}
      {layout.wires.map((wire, index) =>
        index === 0 && layout.nut ? null : (
          <line
            key={wire}
            x1={x(wire)}
            x2={x(wire)}
            y1={top}
            y2={bottom}
            stroke="#b8b2a7"
            strokeWidth={index === 0 ? 4 : 2.5}
          />
        ),
      )}
      {layout.nut && (
        <rect
          x={Math.min(x(layout.nut.x), x(layout.nut.x + layout.nut.width))}
          y={top - 2}
          width={layout.nut.width}
          height={bottom - top + 4}
          rx="1.5"
          fill="#f4efe4"
          stroke="#d6cfc2"
        />
      )}
      {openStrings.map((open, row) => {
        const midi = noteMidi(open);
        const start = layout.nut ? layout.nut.x - layout.columns.get(0)!.width : layout.boardStart;
        return (
          <g key={`${row}-${open}`}>
            <line
              x1={x(start)}
              x2={x(layout.boardEnd)}
              y1={stringY(row)}
              y2={stringY(row)}
              stroke={stringColour(midi)}
              strokeWidth={stringThickness(midi)}
            />
            <text
              x={x(LABEL_X)}
              y={stringY(row)}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-stone-600 text-[12px] font-semibold"
            >
              {prettyNoteName(open.replace(/\d+$/, ''))}
            </text>
          </g>
        );
      })}
      {[...columns].map(([fret, column]) => (
        <text
          key={fret}
          x={x(column.centre)}
          y={bottom + FRET_NUMBER_OFFSET}
          textAnchor="middle"
          className={
            SINGLE_MARKER_FRETS.has(fret) || DOUBLE_MARKER_FRETS.has(fret)
              ? 'fill-stone-800 text-[12px] font-bold'
              : 'fill-stone-500 text-[11px]'
          }
        >
          {fret}
        </text>
      ))}
    </g>
  );
}
