import { MAX_PRACTICE_MINUTES, type FOCUS_AREAS } from './constants.ts';

/**
 * The practice timer (issue 19): start, pause, resume, stop. The state is a handful of instants (ms since the
 * epoch), never a count of ticks, so it can live in localStorage, survive a reload and be shared by every tab;
 * the elapsed time is always computed from "now". A stopped timer is `null`.
 */
export interface PracticeTimerState {
  /** When Start was pressed. */
  startedAt: number;
  /** Time spent paused before the current pause (ms). */
  pausedTotalMs: number;
  /** When the current pause began; null while running. */
  pausedAt: number | null;
  /** The page that was open at Start (its path), for the focus area offered on stop. */
  startPath: string | null;
}

export type FocusAreaName = (typeof FOCUS_AREAS)[number];

export function startTimer(now: number, startPath: string | null = null): PracticeTimerState {
  return { startedAt: now, pausedTotalMs: 0, pausedAt: null, startPath };
}

/** Pausing a paused timer changes nothing. */
export function pauseTimer(timer: PracticeTimerState, now: number): PracticeTimerState {
  if (timer.pausedAt !== null) return timer;
  return { ...timer, pausedAt: Math.max(now, timer.startedAt) };
}

/** Resuming a running timer changes nothing; the pause's length joins the paused total. */
export function resumeTimer(timer: PracticeTimerState, now: number): PracticeTimerState {
  if (timer.pausedAt === null) return timer;
  return { ...timer, pausedTotalMs: timer.pausedTotalMs + Math.max(0, now - timer.pausedAt), pausedAt: null };
}

/** Time spent running (ms): from start to now (or to the current pause), less the pauses; never negative. */
export function timerElapsedMs(timer: PracticeTimerState, now: number): number {
  const end = timer.pausedAt ?? now;
  return Math.max(0, end - timer.startedAt - timer.pausedTotalMs);
}

/** Stopping gives the time practised; the timer is gone afterwards (the caller stores null). */
export function stopTimer(timer: PracticeTimerState, now: number): { elapsedMs: number } {
  return { elapsedMs: timerElapsedMs(timer, now) };
}

/** The minutes offered for logging: rounded, at least 1, at most one day. */
export function timerMinutesToLog(elapsedMs: number): number {
  return Math.min(MAX_PRACTICE_MINUTES, Math.max(1, Math.round(elapsedMs / 60_000)));
}

/** "4:05", "1:02:03": whole seconds elapsed, hours only when there are some. */
export function formatTimerClock(elapsedMs: number): string {
  const total = Math.floor(Math.max(0, elapsedMs) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}

/** A stored timer read back; anything malformed (an old format, a hand edit) reads as no timer. */
export function parseTimerState(raw: string | null): PracticeTimerState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { startedAt, pausedTotalMs, pausedAt, startPath } = value as Record<string, unknown>;
  const instant = (candidate: unknown): candidate is number =>
    typeof candidate === 'number' && Number.isFinite(candidate);
  if (!instant(startedAt) || !instant(pausedTotalMs) || pausedTotalMs < 0) return null;
  if (pausedAt !== null && !instant(pausedAt)) return null;
  return { startedAt, pausedTotalMs, pausedAt, startPath: typeof startPath === 'string' ? startPath : null };
}

/**
 * The focus area a page suggests for a timed session (issue 19: "the focus area of what was open"), or null when
 * the page says nothing about it. Library items by type, the chord pages, the metronome and the theory tools.
 */
const FOCUS_BY_PATH: readonly [RegExp, FocusAreaName][] = [
  [/^\/library\/exercises(\/|$)/, 'Technique'],
  [/^\/library\/repertoire(\/|$)/, 'Repertoire'],
  [/^\/library\/jam-tracks(\/|$)/, 'Improvisation'],
  [/^\/library\/(chords|chord-changes)(\/|$)/, 'Chords'],
  [/^\/library\/metronome(\/|$)/, 'Rhythm'],
  [/^\/library\/(circle-of-notes|interactive-fretboard)(\/|$)/, 'Theory'],
  [/^\/games\/(interval-organizer|triad-matcher)(\/|$)/, 'Theory'],
  [/^\/library\/sine-wave-playground(\/|$)/, 'Ear Training'],
];

export function focusAreaForPath(path: string | null): FocusAreaName | null {
  if (!path) return null;
  return FOCUS_BY_PATH.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

/** The page open at stop decides; when it says nothing, the page open at start. */
export function timerFocusArea(stopPath: string | null, startPath: string | null): FocusAreaName | null {
  return focusAreaForPath(stopPath) ?? focusAreaForPath(startPath);
}
