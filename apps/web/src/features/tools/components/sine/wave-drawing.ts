import { SINE_RANGES, SINE_WINDOW_SECONDS_AT_ZOOM_1, sineSum, type SineWave } from '@woodshed/shared';

/** One colour per wave, in order (the sum of several is drawn in amber on top). */
const WAVE_COLOURS = [
  '#0284c7',
  '#059669',
  '#e11d48',
  '#7c3aed',
  '#ea580c',
  '#0d9488',
  '#c026d3',
  '#65a30d',
  '#2563eb',
  '#db2777',
  '#ca8a04',
  '#4f46e5',
  '#16a34a',
  '#dc2626',
  '#9333ea',
  '#0891b2',
];
const SUM_COLOUR = '#b45309';

/** The colour wave `index` is drawn in; its card's swatch uses this too, so the two always agree. */
export function waveColour(index: number): string {
  return WAVE_COLOURS[index % WAVE_COLOURS.length]!;
}
const GRID_COLOUR = '#e7e5e4';
const AXIS_COLOUR = '#a8a29e';
/** Room kept above and below the largest amplitude (200). */
const PADDING = 12;

export interface DrawOptions {
  lineWidth: number;
  zoom: number;
  globalPhase: number;
  /** Seconds the view has moved on while animating. */
  timeOffset: number;
}

function trace(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  valueAt: (seconds: number) => number,
  viewSeconds: number,
  timeOffset: number,
) {
  const scale = (height / 2 - PADDING) / SINE_RANGES.amplitude.max;
  context.beginPath();
  for (let x = 0; x <= width; x += 1) {
    const y = height / 2 - valueAt(timeOffset + (x / width) * viewSeconds) * scale;
    if (x === 0) context.moveTo(x, y);
    else context.lineTo(x, y);
  }
  context.stroke();
}

/** Draws the waves (thin, coloured) and their sum (thick, amber; a lone wave thick in its colour) on a canvas of this CSS size. */
export function drawWaves(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  waves: readonly SineWave[],
  options: DrawOptions,
): void {
  context.clearRect(0, 0, width, height);
  context.lineWidth = 1;
  context.strokeStyle = GRID_COLOUR;
  context.beginPath();
  for (let line = 1; line < 8; line++) {
    const x = Math.round((line * width) / 8) + 0.5;
    context.moveTo(x, 0);
    context.lineTo(x, height);
  }
  for (const fraction of [0.25, 0.75]) {
    context.moveTo(0, Math.round(height * fraction) + 0.5);
    context.lineTo(width, Math.round(height * fraction) + 0.5);
  }
  context.stroke();
  context.strokeStyle = AXIS_COLOUR;
  context.beginPath();
  context.moveTo(0, Math.round(height / 2) + 0.5);
  context.lineTo(width, Math.round(height / 2) + 0.5);
  context.stroke();

  const viewSeconds = SINE_WINDOW_SECONDS_AT_ZOOM_1 / options.zoom;
  context.lineJoin = 'round';
  context.lineCap = 'round';
  if (waves.length > 1) {
    context.lineWidth = 1.5;
    context.globalAlpha = 0.7;
    waves.forEach((wave, index) => {
      context.strokeStyle = waveColour(index);
      const angularFrequency = 2 * Math.PI * wave.frequency;
      const phase = wave.phase + options.globalPhase;
      trace(
        context,
        width,
        height,
        (seconds) => wave.amplitude * Math.sin(angularFrequency * seconds + phase),
        viewSeconds,
        options.timeOffset,
      );
    });
    context.globalAlpha = 1;
  }
  context.lineWidth = options.lineWidth;
  // A lone wave is its own sum: drawn in its own colour, as its card shows it.
  context.strokeStyle = waves.length === 1 ? waveColour(0) : SUM_COLOUR;
  trace(
    context,
    width,
    height,
    (seconds) => sineSum(waves, seconds, options.globalPhase),
    viewSeconds,
    options.timeOffset,
  );
}

/** How long the view takes to move on by its own width while animating. */
export const SECONDS_PER_SCREEN = 4;
