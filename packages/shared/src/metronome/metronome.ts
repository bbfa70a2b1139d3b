import {
  advanceSpeedTrainer,
  followingStep,
  isBarMuted,
  sameGapTrainer,
  sameSpeedTrainer,
  speedTrainerBpm,
  startGapTrainer,
  startSpeedTrainer,
  stepIsOver,
  type GapTrainer,
  type GapTrainerProgress,
  type SpeedTrainer,
  type SpeedTrainerProgress,
} from './metronome-trainers.ts';

/**
 * The metronome of the practice room (issue 19): tempo range, time signatures, subdivisions, tap tempo, and the
 * click scheduler. The scheduler is pure so the page can call it from a lookahead loop (every 25 ms, for the next
 * 100 ms) and hand the clicks to the audio clock: a click's time is the start of its run of bars plus its count of
 * clicks times the click length — a product, never a running sum — so nothing drifts however often it is called.
 */

// ── Tempo, meter, subdivision ──────────────────────────────────────────────────────────────────────────

export const BPM_MIN = 20;
export const BPM_MAX = 300;
export const DEFAULT_BPM = 80;

export function clampBpm(bpm: number): number {
  return Math.min(BPM_MAX, Math.max(BPM_MIN, bpm));
}

/** The note value one beat is; the BPM counts these. */
export type BeatUnit = 'quarter' | 'dotted-quarter' | 'eighth';

export interface TimeSignature {
  id: string;
  beatsPerBar: number;
  beatUnit: BeatUnit;
  /** How the beats of a bar group, in beats; the first beat of each group is a group start (a lighter accent). */
  groups: readonly number[];
}

/**
 * 6/8 and 12/8 count in dotted quarters (2 and 4 beats; their eighths are the "triplets" subdivision), 7/8 counts
 * its seven eighths grouped 2 + 2 + 3, and 5/4 groups 3 + 2, as most pieces in those meters do.
 */
export const TIME_SIGNATURES = [
  { id: '2/4', beatsPerBar: 2, beatUnit: 'quarter', groups: [2] },
  { id: '3/4', beatsPerBar: 3, beatUnit: 'quarter', groups: [3] },
  { id: '4/4', beatsPerBar: 4, beatUnit: 'quarter', groups: [4] },
  { id: '5/4', beatsPerBar: 5, beatUnit: 'quarter', groups: [3, 2] },
  { id: '6/8', beatsPerBar: 2, beatUnit: 'dotted-quarter', groups: [2] },
  { id: '7/8', beatsPerBar: 7, beatUnit: 'eighth', groups: [2, 2, 3] },
  { id: '12/8', beatsPerBar: 4, beatUnit: 'dotted-quarter', groups: [4] },
] as const satisfies readonly TimeSignature[];
export type TimeSignatureId = (typeof TIME_SIGNATURES)[number]['id'];
export const DEFAULT_TIME_SIGNATURE_ID: TimeSignatureId = '4/4';

export function timeSignatureById(id: TimeSignatureId): TimeSignature {
  return TIME_SIGNATURES.find((signature) => signature.id === id)!;
}

/** Clicks per beat. The names are those of a quarter-note beat; on any other beat they mean 2, 3 or 4 per beat. */
export const SUBDIVISIONS = [
  { id: 'none', clicksPerBeat: 1 },
  { id: 'eighths', clicksPerBeat: 2 },
  { id: 'triplets', clicksPerBeat: 3 },
  { id: 'sixteenths', clicksPerBeat: 4 },
] as const;
export type SubdivisionId = (typeof SUBDIVISIONS)[number]['id'];

export function clicksPerBeat(subdivision: SubdivisionId): number {
  return SUBDIVISIONS.find((candidate) => candidate.id === subdivision)!.clicksPerBeat;
}

// ── Tap tempo ──────────────────────────────────────────────────────────────────────────────────────────

/** A pause longer than this starts a new count (longer than a beat at 20 BPM, 3 s, with room for a late tap). */
export const TAP_RESET_MS = 4_000;
/** How many of the latest intervals are averaged. */
export const TAP_INTERVALS_USED = 8;
/** An interval further than this fraction from the median is a stumble (a double or a missed tap) and is dropped. */
export const TAP_OUTLIER_RATIO = 0.25;

/**
 * The tempo of a run of taps (times in ms, oldest first), in whole BPM within the metronome's range, or null before
 * there are two taps since the last long pause.
 */
export function tapTempo(tapTimesMs: readonly number[]): number | null {
  const intervals: number[] = [];
  for (let i = tapTimesMs.length - 1; i > 0 && intervals.length < TAP_INTERVALS_USED; i--) {
    const interval = tapTimesMs[i]! - tapTimesMs[i - 1]!;
    if (interval > TAP_RESET_MS) break;
    if (interval > 0) intervals.push(interval);
  }
  if (intervals.length === 0) return null;
  // The upper middle of an even count: an interval that was tapped, so at least one is always kept.
  const median = [...intervals].sort((a, b) => a - b)[Math.floor(intervals.length / 2)]!;
  const kept = intervals.filter((interval) => Math.abs(interval - median) <= TAP_OUTLIER_RATIO * median);
  const mean = kept.reduce((sum, interval) => sum + interval, 0) / kept.length;
  return clampBpm(Math.round(60_000 / mean));
}

// ── Settings ───────────────────────────────────────────────────────────────────────────────────────────

/** How often the page runs the scheduler, and how far ahead of the audio clock each run schedules. */
export const SCHEDULER_INTERVAL_MS = 25;
export const SCHEDULE_AHEAD_SECONDS = 0.1;

export const SPEED_STEP_BPM_MIN = 1;
export const TRAINER_BARS_MAX = 999;
export const TRAINER_SECONDS_MAX = 3_600;
export const GAP_BARS_MAX = 64;

export interface MetronomeSettings {
  /** The tempo when no speed trainer runs. */
  bpm: number;
  signatureId: TimeSignatureId;
  subdivision: SubdivisionId;
  accentBeatOne: boolean;
  speedTrainer: SpeedTrainer | null;
  gapTrainer: GapTrainer | null;
}

export const DEFAULT_METRONOME_SETTINGS: MetronomeSettings = {
  bpm: DEFAULT_BPM,
  signatureId: DEFAULT_TIME_SIGNATURE_ID,
  subdivision: 'none',
  accentBeatOne: true,
  speedTrainer: null,
  gapTrainer: null,
};

const inBpmRange = (bpm: number) => Number.isFinite(bpm) && bpm >= BPM_MIN && bpm <= BPM_MAX;
const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** What is wrong with the settings (naming the field), or null when the scheduler can play them. */
export function metronomeSettingsProblem(settings: MetronomeSettings): string | null {
  if (!inBpmRange(settings.bpm)) return `bpm must be ${BPM_MIN}–${BPM_MAX}`;
  if (!TIME_SIGNATURES.some((signature) => signature.id === settings.signatureId)) return 'signatureId is unknown';
  if (!SUBDIVISIONS.some((subdivision) => subdivision.id === settings.subdivision)) return 'subdivision is unknown';
  const speed = settings.speedTrainer;
  if (speed) {
    if (!inBpmRange(speed.startBpm)) return `speedTrainer.startBpm must be ${BPM_MIN}–${BPM_MAX}`;
    if (!inBpmRange(speed.targetBpm)) return `speedTrainer.targetBpm must be ${BPM_MIN}–${BPM_MAX}`;
    if (!(speed.stepBpm >= SPEED_STEP_BPM_MIN && speed.stepBpm <= BPM_MAX - BPM_MIN))
      return `speedTrainer.stepBpm must be ${SPEED_STEP_BPM_MIN}–${BPM_MAX - BPM_MIN}`;
    const max = speed.every.unit === 'bars' ? TRAINER_BARS_MAX : TRAINER_SECONDS_MAX;
    if (!isWholeIn(speed.every.count, 1, max)) return `speedTrainer.every.count must be a whole number 1–${max}`;
  }
  const gap = settings.gapTrainer;
  if (gap?.mode === 'pattern') {
    if (!isWholeIn(gap.barsOn, 1, GAP_BARS_MAX)) return `gapTrainer.barsOn must be a whole number 1–${GAP_BARS_MAX}`;
    if (!isWholeIn(gap.barsMuted, 1, GAP_BARS_MAX))
      return `gapTrainer.barsMuted must be a whole number 1–${GAP_BARS_MAX}`;
  }
  if (gap?.mode === 'random') {
    if (!(gap.mutePercent >= 0 && gap.mutePercent <= 100)) return 'gapTrainer.mutePercent must be 0–100';
    if (!isWholeIn(gap.seed, 0, 0xffff_ffff)) return 'gapTrainer.seed must be a whole number 0–4294967295';
  }
  return null;
}

// ── Scheduler ──────────────────────────────────────────────────────────────────────────────────────────

export type ClickKind = 'accent' | 'beat' | 'subdivision';

/** The next tempo change of the speed trainer, for the display ("bar 17, in 6.2 s, to 110 BPM"). */
export interface TempoChange {
  bar: number;
  /** Audio-clock seconds of that bar line. */
  time: number;
  bpm: number;
}

export interface Click {
  /** Audio-clock seconds. */
  time: number;
  kind: ClickKind;
  /** From 1, counted from the metronome's start. */
  bar: number;
  /** From 1 within the bar. */
  beat: number;
  /** 0 on the beat, then 1 … clicks per beat − 1. */
  subdivision: number;
  /** The first beat of a group of the signature (beat 1 and, e.g., beats 3 and 5 of 7/8). */
  groupStart: boolean;
  /** A gap-trainer bar: play no sound, but keep the visual beat. */
  muted: boolean;
  bpm: number;
  nextChange: TempoChange | null;
}

/** A run of bars at one tempo, signature and subdivision: its clicks are timed from its first bar line. */
export interface MetronomeSegment {
  startTime: number;
  firstBar: number;
  bpm: number;
  signatureId: TimeSignatureId;
  subdivision: SubdivisionId;
}

/** What the scheduler carries from one call to the next. */
export interface MetronomeState {
  segment: MetronomeSegment;
  /** The next click to schedule, counted from the segment's first bar line. */
  nextClick: number;
  /** The bar that click belongs to, as decided at its bar line. */
  bar: { number: number; muted: boolean; accentBeatOne: boolean; nextChange: TempoChange | null };
  speed: SpeedTrainerProgress | null;
  gap: GapTrainerProgress | null;
}

const clicksPerBar = (segment: MetronomeSegment) =>
  timeSignatureById(segment.signatureId).beatsPerBar * clicksPerBeat(segment.subdivision);

/** The one formula for a click's time: every caller gets the very same number for the same click. */
const clickTime = (segment: MetronomeSegment, index: number) =>
  segment.startTime + (index * 60) / (segment.bpm * clicksPerBeat(segment.subdivision));

const barLineTime = (segment: MetronomeSegment, bar: number) =>
  clickTime(segment, (bar - segment.firstBar) * clicksPerBar(segment));

/** The speed trainer's next change seen from bar `bar`; every bar recomputes it, so a change of settings counts. */
function upcomingChange(
  speed: SpeedTrainerProgress | null,
  segment: MetronomeSegment,
  bar: number,
): TempoChange | null {
  if (speed === null) return null;
  const step = followingStep(speed.trainer, speed.step);
  if (step === null) return null;
  const { unit, count } = speed.trainer.every;
  let changeBar = speed.stepStartBar + count;
  if (unit === 'seconds') {
    // The first bar line at or after the step's seconds: estimate, then settle with the rule the scheduler applies.
    const barSeconds = barLineTime(segment, bar + 1) - barLineTime(segment, bar);
    const remaining = speed.stepStartTime + count - barLineTime(segment, bar);
    changeBar = bar + Math.max(1, Math.ceil(remaining / barSeconds));
    while (changeBar > bar + 1 && stepIsOver(speed, changeBar - 1, barLineTime(segment, changeBar - 1))) changeBar--;
    while (!stepIsOver(speed, changeBar, barLineTime(segment, changeBar))) changeBar++;
  }
  return { bar: changeBar, time: barLineTime(segment, changeBar), bpm: speedTrainerBpm({ ...speed, step }) };
}

/**
 * Decides bar `bar`, whose bar line is at `time`, from the settings: every setting takes effect here, at a bar line,
 * so a bar never changes tempo or meter half-way. A new tempo, signature or subdivision starts a new segment there.
 */
function enterBar(
  settings: MetronomeSettings,
  previous: MetronomeState | null,
  bar: number,
  time: number,
): MetronomeState {
  const speedSettings = settings.speedTrainer;
  const speed =
    speedSettings === null
      ? null
      : previous?.speed && sameSpeedTrainer(previous.speed.trainer, speedSettings)
        ? advanceSpeedTrainer(previous.speed, bar, time)
        : startSpeedTrainer(speedSettings, bar, time);
  const gapSettings = settings.gapTrainer;
  const gap =
    gapSettings === null
      ? null
      : previous?.gap && sameGapTrainer(previous.gap.trainer, gapSettings)
        ? previous.gap
        : startGapTrainer(gapSettings, bar);
  const bpm = speed ? speedTrainerBpm(speed) : settings.bpm;
  const continues =
    previous !== null &&
    previous.segment.bpm === bpm &&
    previous.segment.signatureId === settings.signatureId &&
    previous.segment.subdivision === settings.subdivision;
  const segment = continues
    ? previous.segment
    : { startTime: time, firstBar: bar, bpm, signatureId: settings.signatureId, subdivision: settings.subdivision };
  return {
    segment,
    nextClick: continues ? previous.nextClick : 0,
    bar: {
      number: bar,
      muted: gap !== null && isBarMuted(gap, bar),
      accentBeatOne: settings.accentBeatOne,
      nextChange: upcomingChange(speed, segment, bar),
    },
    speed,
    gap,
  };
}

function assertPlayable(settings: MetronomeSettings): void {
  const problem = metronomeSettingsProblem(settings);
  if (problem !== null) throw new RangeError(`Metronome settings: ${problem}`);
}

/** The state of a metronome whose first bar line is at `startTime` (audio-clock seconds). */
export function startMetronome(settings: MetronomeSettings, startTime: number): MetronomeState {
  assertPlayable(settings);
  if (!Number.isFinite(startTime)) throw new RangeError(`Not a time: ${startTime}`);
  return enterBar(settings, null, 1, startTime);
}

/**
 * The clicks in the audio-clock window [from, to), in order, and the state for the next call. Each click is given
 * once: a window may overlap the previous one (the page passes the clock's current time as `from`), and clicks
 * before `from` that were never scheduled — the tab slept — are skipped rather than played late. Windows that
 * follow one another give exactly the clicks of one window over the whole span.
 */
export function scheduleClicks(
  settings: MetronomeSettings,
  state: MetronomeState,
  from: number,
  to: number,
): { clicks: Click[]; state: MetronomeState } {
  assertPlayable(settings);
  if (!Number.isFinite(from) || !Number.isFinite(to)) throw new RangeError(`Not a window: [${from}, ${to})`);
  const clicks: Click[] = [];
  let current = state;
  for (;;) {
    const perBar = clicksPerBar(current.segment);
    const time = clickTime(current.segment, current.nextClick);
    if (time >= to) break;
    const bar = current.segment.firstBar + Math.floor(current.nextClick / perBar);
    // A click past the decided bar is the next bar's downbeat: decide that bar (at its line, the same time).
    if (bar !== current.bar.number) {
      current = enterBar(settings, current, bar, time);
      continue;
    }
    if (time >= from) clicks.push(describeClick(current, time));
    current = { ...current, nextClick: current.nextClick + 1 };
  }
  return { clicks, state: current };
}

function describeClick(state: MetronomeState, time: number): Click {
  const { segment, bar } = state;
  const signature = timeSignatureById(segment.signatureId);
  const perBeat = clicksPerBeat(segment.subdivision);
  const inBar = state.nextClick % (signature.beatsPerBar * perBeat);
  const beat = Math.floor(inBar / perBeat) + 1;
  const subdivision = inBar % perBeat;
  const kind: ClickKind = subdivision > 0 ? 'subdivision' : beat === 1 && bar.accentBeatOne ? 'accent' : 'beat';
  return {
    time,
    kind,
    bar: bar.number,
    beat,
    subdivision,
    groupStart: subdivision === 0 && groupStartBeats(signature).includes(beat),
    muted: bar.muted,
    bpm: segment.bpm,
    nextChange: bar.nextChange,
  };
}

/** The beats (from 1) that start a group: 1, then 1 + each running total of the groups. */
function groupStartBeats(signature: TimeSignature): number[] {
  const starts = [1];
  for (const size of signature.groups.slice(0, -1)) starts.push(starts.at(-1)! + size);
  return starts;
}
