/** Sizes of the fretboard drawing in SVG units (1 unit ≈ 1 CSS pixel at the board's natural size). */
export const STRING_GAP = 30;
const LABEL_MARGIN = 30;
const OPEN_COLUMN = 40;
const NUT_WIDTH = 7;
const END_MARGIN = 14;
const TOP_MARGIN = 18;
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
  stringY: (row: number) => number;
  /** The narrowest the drawing may be shown, in CSS pixels. */
  minPixelWidth: number;
  /** Mirror an x for the left-handed view. */
  x: (unmirrored: number) => number;
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
  return {
    width,
    height,
    boardStart,
    boardEnd: cursor,
    nut,
    wires,
    columns,
    stringY: (row) => TOP_MARGIN + row * STRING_GAP,
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
