import { PITCH_CLASSES } from '@woodshed/shared';

/** The circle is drawn in a 100 × 100 box; notes sit on this radius, clockwise from C at the top. */
export const NOTE_RADIUS = 38;
/** A note button's radius in the same units (its diameter is 14 % of the circle's width). */
export const NOTE_BUTTON_RADIUS = 7;
/** How close (in circle units) a drag must end to a note's centre to land on it: generous for fingers. */
const LANDING_RADIUS = 11;

export interface Point {
  x: number;
  y: number;
}

export function notePoint(pitchClass: string, radius = NOTE_RADIUS): Point {
  const angle = (PITCH_CLASSES.indexOf(pitchClass) / 12) * 2 * Math.PI;
  return { x: 50 + radius * Math.sin(angle), y: 50 - radius * Math.cos(angle) };
}

/** The note a drag ending at this point lands on, if any. */
export function noteNear(point: Point): string | null {
  let best: { pitchClass: string; distance: number } | null = null;
  for (const pitchClass of PITCH_CLASSES) {
    const centre = notePoint(pitchClass);
    const distance = Math.hypot(centre.x - point.x, centre.y - point.y);
    if (distance <= LANDING_RADIUS && (!best || distance < best.distance)) best = { pitchClass, distance };
  }
  return best?.pitchClass ?? null;
}

/** A point inside the circle's box from a pointer position on screen. */
export function toCirclePoint(box: DOMRect, clientX: number, clientY: number): Point {
  return { x: ((clientX - box.left) / box.width) * 100, y: ((clientY - box.top) / box.height) * 100 };
}
