/** Sizes of the fretboard drawing in SVG units (1 unit ≈ 1 CSS pixel at the board's natural size). */
export const STRING_GAP = 36;
/** A note marker sits on its string; its outline (1.5, or 3 for the note just played) is drawn on top of this. */
export const MARKER_RADIUS = 11.5;
const MARKER_OUTLINE_MAX = 3;
/**
 * Inlays sit midway between two strings, where they can never meet a marker: half the gap, less the widest
 * marker, less a unit of air (STRING_GAP leaves room for an inlay that still reads as one).
 */
export const INLAY_RADIUS = STRING_GAP / 2 - MARKER_RADIUS - MARKER_OUTLINE_MAX / 2 - 0.5;
const LABEL_MARGIN = 30;
const OPEN_COLUMN = 40;
const NUT_WIDTH = 7;
const END_MARGIN = 14;
/** Room above the first string for half a gap of wood and the nut's overhang. */
const TOP_MARGIN = 21;
const BOTTOM_MARGIN = 30;
/** The first fret is this wide; each next one a little narrower, as on a real neck (but easier to read). */
const FIRST_FRET_WIDTH = 70;
const FRET_TAPER = 0.975;
/** The narrowest a fret space may be on screen, so each position stays a comfortable tap target. */
const MIN_FRET_PIXELS = 46;

export const DOUBLE_MARKER_FRETS = new Set([12, 24]);
export const SINGLE_MARKER_FRETS = new Set([3, 5, 7, 9, 15, 17, 19, 21]);

export interface FretboardLayout {
  width: number;
  height: number;
  /** The board's wood from this x to `boardEnd` (in unmirrored units). */
  boardStart: number;
  boardEnd: number;
  /** Where the nut is drawn, when the board starts at fret 0. */
  nut: { x: number; width: number } | null;
  /** Fret wire x positions, left to right (unmirrored). */
  wires: number[];
  /** Centre x and width of each shown fret (the open column is fret 0), unmirrored. */
  columns: Map<number, { centre: number; width: number }>;
  /** Inlay centres (unmirrored x), each midway between two strings. */
  inlays: { fret: number; x: number; y: number }[];
  stringY: (row: number) => number;
  /** The narrowest the drawing may be shown, in CSS pixels. */
  minPixelWidth: number;
  /** Mirror an x for the left-handed view. */
  x: (unmirrored: number) => number;
}

/**
 * The gaps between strings (0 = between strings 1 and 2 in drawing order) that carry a fret's inlays: one near the
 * middle for 3, 5, 7, 9…, two symmetric about the middle for 12 and 24, as on most guitars. Never on a string,
 * where the note markers are drawn, even when the middle of an odd number of strings is a string.
 */
export function inlayGaps(fret: number, stringCount: number): number[] {
  const middle = Math.floor((stringCount - 2) / 2);
  if (SINGLE_MARKER_FRETS.has(fret)) return [middle];
  if (DOUBLE_MARKER_FRETS.has(fret)) return [middle - 1, stringCount - 2 - (middle - 1)];
  return [];
}

export function fretboardLayout(frets: number[], stringCount: number, leftHanded: boolean): FretboardLayout {
  const hasOpen = frets[0] === 0;
  const fretted = frets.filter((fret) => fret > 0);
  const columns = new Map<number, { centre: number; width: number }>();
  let cursor = LABEL_MARGIN;
  if (hasOpen) {
    columns.set(0, { centre: cursor + OPEN_COLUMN / 2, width: OPEN_COLUMN });
    cursor += OPEN_COLUMN;
  }
  const nut = hasOpen ? { x: cursor, width: NUT_WIDTH } : null;
  if (nut) cursor += NUT_WIDTH;
  const boardStart = cursor;
  const wires = [cursor];
  let narrowest = FIRST_FRET_WIDTH;
  for (const fret of fretted) {
    const width = FIRST_FRET_WIDTH * FRET_TAPER ** (fret - 1);
    narrowest = Math.min(narrowest, width);
    columns.set(fret, { centre: cursor + width / 2, width });
    cursor += width;
    wires.push(cursor);
  }
  const width = cursor + END_MARGIN;
  const height = TOP_MARGIN + (stringCount - 1) * STRING_GAP + BOTTOM_MARGIN + TOP_MARGIN / 2;
  const stringY = (row: number) => TOP_MARGIN + row * STRING_GAP;
  const inlays = fretted.flatMap((fret) =>
    inlayGaps(fret, stringCount).map((gap) => ({ fret, x: columns.get(fret)!.centre, y: stringY(gap + 0.5) })),
  );
  return {
    width,
    height,
    boardStart,
    boardEnd: cursor,
    nut,
    wires,
    columns,
    inlays,
    stringY,
    minPixelWidth: Math.ceil(width * (MIN_FRET_PIXELS / narrowest)),
    x: (unmirrored) => (leftHanded ? width - unmirrored : unmirrored),
  };
}

/** The string's drawn thickness: lower strings are thicker (by pitch, so the ukulele's high G is thin). */
export function stringThickness(openMidi: number): number {
  return 1 + Math.max(0, 64 - openMidi) * 0.065;
}

/** Wound strings (below G3) look bronze, plain ones steel. */
export function stringColour(openMidi: number): string {
  return openMidi < 55 ? '#c8a46a' : '#e7e5e4';
}

export const LABEL_X = LABEL_MARGIN / 2;
export const FRET_NUMBER_OFFSET = BOTTOM_MARGIN - 8;
