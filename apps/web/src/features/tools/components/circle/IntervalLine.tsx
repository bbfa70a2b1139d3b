import { useId } from 'react';
import type { MeasuredInterval } from '../../hooks/use-circle-player';
import type { DragLine } from '../../hooks/use-interval-drag';
import { NOTE_BUTTON_RADIUS, notePoint, type Point } from './circle-geometry';

/** The end of a line from a to b, stopped short so the arrowhead shows in front of the note button. */
function shortened(a: Point, b: Point, by: number): Point {
  const length = Math.hypot(b.x - a.x, b.y - a.y);
  if (length <= by) return b;
  return { x: b.x - ((b.x - a.x) / length) * by, y: b.y - ((b.y - a.y) / length) * by };
}

/** The line from the first note to the pointer while dragging, then to the second note with an arrow (SVG). */
export function IntervalLine({ interval, line }: { interval: MeasuredInterval | null; line: DragLine | null }) {
  const arrowId = useId();
  let from: Point;
  let to: Point;
  if (line) {
    from = notePoint(line.from);
    to =
      line.over && line.over !== line.from
        ? shortened(from, notePoint(line.over), NOTE_BUTTON_RADIUS + 1)
        : line.pointer;
  } else if (interval && interval.fromPitchClass !== interval.toPitchClass) {
    from = notePoint(interval.fromPitchClass);
    to = shortened(from, notePoint(interval.toPitchClass), NOTE_BUTTON_RADIUS + 1);
  } else {
    return null;
  }
  return (
    <>
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="6"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="fill-amber-700" />
        </marker>
      </defs>
      <line
        x1={from.x}
        y1={from.y}
        x2={to.x}
        y2={to.y}
        className="stroke-amber-700"
        strokeWidth="1.2"
        strokeLinecap="round"
        strokeDasharray={line ? '2 2' : undefined}
        markerEnd={`url(#${arrowId})`}
      />
    </>
  );
}
