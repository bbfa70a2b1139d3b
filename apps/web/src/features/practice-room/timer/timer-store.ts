import {
  parseTimerState,
  pauseTimer,
  resumeTimer,
  startTimer,
  stopTimer,
  timerFocusArea,
  timerMinutesToLog,
  type FocusAreaName,
  type PracticeTimerState,
} from '@woodshed/shared';
import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * The practice timer's state, in localStorage (one key per user) as instants, so a running timer survives a
 * reload and every tab shows the same timer: a change in one tab reaches the others through `storage` events.
 */
const keyOf = (userId: string) => `woodshed.practiceTimer.${userId}`;
const listeners = new Set<() => void>();
/** The raw stored text per key, so a snapshot is stable between changes (useSyncExternalStore needs that). */
const cache = new Map<string, { raw: string | null; state: PracticeTimerState | null }>();

function read(key: string): PracticeTimerState | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    raw = null;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.state;
  const state = parseTimerState(raw);
  cache.set(key, { raw, state });
  return state;
}

function write(key: string, state: PracticeTimerState | null): void {
  try {
    if (state) window.localStorage.setItem(key, JSON.stringify(state));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage full or blocked: the timer still works in this tab until a reload.
    cache.set(key, { raw: state ? JSON.stringify(state) : null, state });
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('woodshed.practiceTimer.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** What the stop dialog offers to log: filled from the timer when it is stopped, in this tab only. */
export interface PendingTimerLog {
  minutes: number;
  focusArea: FocusAreaName | null;
}

let pending: PendingTimerLog | null = null;
const pendingListeners = new Set<() => void>();

function setPending(next: PendingTimerLog | null): void {
  pending = next;
  pendingListeners.forEach((listener) => listener());
}

/** The session the stop dialog offers (null when there is none), and a way to clear it (logged or discarded). */
export function usePendingTimerLog(): { pending: PendingTimerLog | null; clear: () => void } {
  const value = useSyncExternalStore(
    (listener) => {
      pendingListeners.add(listener);
      return () => pendingListeners.delete(listener);
    },
    () => pending,
  );
  return { pending: value, clear: () => setPending(null) };
}

export interface PracticeTimerControls {
  timer: PracticeTimerState | null;
  start: () => void;
  pause: () => void;
  resume: () => void;
  /** Stops the timer (in every tab) and opens the log dialog in this one. */
  stop: () => void;
}

const currentPath = () => window.location.pathname;

/** The signed-in user's timer and its controls; every instant is Date.now() at the moment of the action. */
export function usePracticeTimer(userId: string): PracticeTimerControls {
  const key = keyOf(userId);
  const timer = useSyncExternalStore(subscribe, () => read(key));
  const change = useCallback(
    (next: (current: PracticeTimerState | null, now: number) => PracticeTimerState | null) =>
      write(key, next(read(key), Date.now())),
    [key],
  );
  const stop = useCallback(() => {
    const current = read(key);
    if (!current) return;
    const { elapsedMs } = stopTimer(current, Date.now());
    write(key, null);
    setPending({
      minutes: timerMinutesToLog(elapsedMs),
      focusArea: timerFocusArea(currentPath(), current.startPath),
    });
  }, [key]);
  return useMemo(
    () => ({
      timer,
      start: () => change((current, now) => current ?? startTimer(now, currentPath())),
      pause: () => change((current, now) => current && pauseTimer(current, now)),
      resume: () => change((current, now) => current && resumeTimer(current, now)),
      stop,
    }),
    [timer, change, stop],
  );
}
