import { seededRandom, seedFrom } from '../common/index.ts';

/**
 * The metronome's trainers (issue 19). The speed trainer moves the tempo from a start BPM to a target BPM in steps;
 * the gap trainer mutes bars so the player has to keep time alone. The scheduler (metronome.ts) asks them about
 * each bar at its bar line; this file holds their rules. Bars are numbered from 1, as musicians count.
 */

// ── Speed trainer ──────────────────────────────────────────────────────────────────────────────────────

export type ChangeUnit = 'bars' | 'seconds';

export interface SpeedTrainer {
  startBpm: number;
  targetBpm: number;
  /** How far each change moves the tempo (positive; start and target give the direction, up or down). */
  stepBpm: number;
  /** How long each tempo plays before the next change: a number of bars or of seconds. */
  every: { unit: ChangeUnit; count: number };
  /** After the target has played its bars (or seconds), start over at the start BPM. */
  loopBack: boolean;
}

/** Where a running speed trainer is: its settings when it began, its step, and the bar line that step began at. */
export interface SpeedTrainerProgress {
  trainer: SpeedTrainer;
  /** 0 = the start BPM … the last step = the target BPM. */
  step: number;
  stepStartBar: number;
  /** Audio-clock seconds of that bar line. */
  stepStartTime: number;
}

/** Bar-line times are sums of a few products; this absorbs their rounding when a change falls exactly on one. */
const SECONDS_TOLERANCE = 1e-6;

/** The index of the target step; 0 when start and target are the same tempo (nothing ever changes). */
function lastStep(trainer: SpeedTrainer): number {
  // The small allowance keeps e.g. (120 − 100) / 0.1 = 200.00000000000003 from making a needless extra step.
  return Math.ceil(Math.abs(trainer.targetBpm - trainer.startBpm) / trainer.stepBpm - 1e-9);
}

/** The tempo of a step, computed from the step's index (never summed), and the target once a step would pass it. */
function stepBpm(trainer: SpeedTrainer, step: number): number {
  if (step >= lastStep(trainer)) return trainer.targetBpm;
  return trainer.startBpm + Math.sign(trainer.targetBpm - trainer.startBpm) * step * trainer.stepBpm;
}

/** Every tempo the trainer plays, the start BPM first and the target last (for the display's plan). */
export function speedTrainerSteps(trainer: SpeedTrainer): number[] {
  return Array.from({ length: lastStep(trainer) + 1 }, (_, step) => stepBpm(trainer, step));
}

export const speedTrainerBpm = (progress: SpeedTrainerProgress): number => stepBpm(progress.trainer, progress.step);

export function sameSpeedTrainer(a: SpeedTrainer, b: SpeedTrainer): boolean {
  return (
    a.startBpm === b.startBpm &&
    a.targetBpm === b.targetBpm &&
    a.stepBpm === b.stepBpm &&
    a.every.unit === b.every.unit &&
    a.every.count === b.every.count &&
    a.loopBack === b.loopBack
  );
}

/** A trainer switched on (or changed) at a bar line starts there at its start BPM; the settings are copied. */
export function startSpeedTrainer(trainer: SpeedTrainer, bar: number, time: number): SpeedTrainerProgress {
  return { trainer: { ...trainer, every: { ...trainer.every } }, step: 0, stepStartBar: bar, stepStartTime: time };
}

/** The step after this one, or null when the tempo never changes again (target reached without loop back). */
export function followingStep(trainer: SpeedTrainer, step: number): number | null {
  const last = lastStep(trainer);
  if (last === 0) return null;
  if (step < last) return step + 1;
  return trainer.loopBack ? 0 : null;
}

/** Whether the current step has played its bars or seconds by the bar line `bar` at `time`. */
export function stepIsOver(progress: SpeedTrainerProgress, bar: number, time: number): boolean {
  const { unit, count } = progress.trainer.every;
  if (unit === 'bars') return bar - progress.stepStartBar >= count;
  return time - progress.stepStartTime >= count - SECONDS_TOLERANCE;
}

/** The progress at the bar line `bar` (at `time`): the next step once the current one is over. */
export function advanceSpeedTrainer(progress: SpeedTrainerProgress, bar: number, time: number): SpeedTrainerProgress {
  if (!stepIsOver(progress, bar, time)) return progress;
  const step = followingStep(progress.trainer, progress.step);
  if (step === null) return progress;
  return { ...progress, step, stepStartBar: bar, stepStartTime: time };
}

// ── Gap trainer ────────────────────────────────────────────────────────────────────────────────────────

export type GapTrainer =
  /** N bars heard, then M bars muted, over and over. */
  | { mode: 'pattern'; barsOn: number; barsMuted: number }
  /** Each bar muted with a chance of `mutePercent` %, drawn from the seed so a run can be replayed. */
  | { mode: 'random'; mutePercent: number; seed: number };

/** A running gap trainer: its settings and the bar line it began at (its first bar, which is always heard). */
export interface GapTrainerProgress {
  trainer: GapTrainer;
  startBar: number;
}

export function sameGapTrainer(a: GapTrainer, b: GapTrainer): boolean {
  if (a.mode === 'pattern' && b.mode === 'pattern') return a.barsOn === b.barsOn && a.barsMuted === b.barsMuted;
  if (a.mode === 'random' && b.mode === 'random') return a.mutePercent === b.mutePercent && a.seed === b.seed;
  return false;
}

export function startGapTrainer(trainer: GapTrainer, bar: number): GapTrainerProgress {
  return { trainer: { ...trainer }, startBar: bar };
}

/**
 * Whether bar `bar` is muted. Random muting draws each bar's chance from the seed and the bar's place in the run
 * (not from a shared stream), so the answer needs no state and is the same however the bars are scheduled.
 */
export function isBarMuted(progress: GapTrainerProgress, bar: number): boolean {
  const place = bar - progress.startBar;
  const { trainer } = progress;
  if (trainer.mode === 'pattern') return place % (trainer.barsOn + trainer.barsMuted) >= trainer.barsOn;
  // The first bar always sounds, so the player hears the tempo before the first gap.
  return place > 0 && seededRandom(seedFrom(`${trainer.seed}:${place}`))() * 100 < trainer.mutePercent;
}
