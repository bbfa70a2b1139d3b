import { scaleLinear, scaleUtc } from 'd3-scale';

const MS_PER_DAY = 86_400_000;
/** The tempo axis reaches this far past the lowest and highest tempo, so the line never sits on the frame. */
const BPM_MARGIN = 5;

/** A calendar date (YYYY-MM-DD) as its UTC midnight, in milliseconds: the x value of a chart point. */
export const dayTime = (date: string): number => Date.parse(`${date}T00:00:00Z`);

/** The calendar date of a UTC midnight in milliseconds (an x tick back to a date to format). */
export const timeDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

export interface TempoAxes {
  /** Days as UTC midnights: the points sit at distances that follow the dates. */
  x: { domain: [number, number]; ticks: number[] };
  /** Round, evenly spaced tempos (70, 80, 90, …) that include the line. */
  y: { domain: [number, number]; ticks: number[] };
}

/**
 * The tempo chart's axes, from d3's "nice" scales: a time axis whose ticks fall on whole days (or weeks, months) and a
 * tempo axis whose ticks are round and evenly spaced, its ends on ticks. One day alone gets a day either side.
 */
export function tempoAxes(entries: ReadonlyArray<{ date: string; bpm: number }>, tickCount = 5): TempoAxes {
  const times = entries.map((entry) => dayTime(entry.date));
  const bpms = entries.map((entry) => entry.bpm);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const x = scaleUtc().domain(first === last ? [first - MS_PER_DAY, last + MS_PER_DAY] : [first, last]);
  // Ticks on whole days only: with few days d3 would also offer hours.
  const dayTicks = x.ticks(tickCount).filter((tick) => tick.getTime() % MS_PER_DAY === 0);

  const y = scaleLinear()
    .domain([Math.min(...bpms) - BPM_MARGIN, Math.max(...bpms) + BPM_MARGIN])
    .nice(tickCount);
  const [low, high] = y.domain() as [number, number];
  return {
    x: { domain: x.domain().map((day) => day.getTime()) as [number, number], ticks: dayTicks.map((t) => t.getTime()) },
    y: { domain: [low, high], ticks: y.ticks(tickCount) },
  };
}
