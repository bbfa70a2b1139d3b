import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  focusAreaForPath,
  formatTimerClock,
  parseTimerState,
  pauseTimer,
  resumeTimer,
  startTimer,
  stopTimer,
  timerElapsedMs,
  timerFocusArea,
  timerMinutesToLog,
  type PracticeTimerState,
} from './practice-timer.ts';

type Action = 'pause' | 'resume';

describe('practice timer', () => {
  it('elapsed = the sum of the running spans, for any pauses and resumes at increasing instants', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000_000 }),
        fc.array(fc.tuple(fc.constantFrom<Action>('pause', 'resume'), fc.integer({ min: 0, max: 3_600_000 })), {
          maxLength: 30,
        }),
        fc.integer({ min: 0, max: 3_600_000 }),
        (start, steps, lastGap) => {
          let timer: PracticeTimerState = startTimer(start);
          let now = start;
          let running = true;
          let runningSum = 0;
          for (const [action, gap] of steps) {
            if (running) runningSum += gap;
            now += gap;
            if (action === 'pause') {
              timer = pauseTimer(timer, now);
              running = false;
            } else {
              timer = resumeTimer(timer, now);
              running = true;
            }
            expect(timerElapsedMs(timer, now)).toBe(runningSum);
          }
          if (running) runningSum += lastGap;
          now += lastGap;
          expect(stopTimer(timer, now).elapsedMs).toBe(runningSum);
        },
      ),
    );
  });

  it('keeps counting from the instants after a round trip through storage', () => {
    const timer = pauseTimer(resumeTimer(pauseTimer(startTimer(1000, '/library/exercises/x'), 5000), 9000), 12_000);
    const read = parseTimerState(JSON.stringify(timer));
    expect(read).toEqual(timer);
    expect(timerElapsedMs(read!, 99_999)).toBe(7000);
  });

  it('reads malformed storage as no timer', () => {
    for (const raw of [null, '', 'nope', '42', '{}', '{"startedAt":"x","pausedTotalMs":0,"pausedAt":null}']) {
      expect(parseTimerState(raw)).toBeNull();
    }
    expect(parseTimerState('{"startedAt":1,"pausedTotalMs":-1,"pausedAt":null}')).toBeNull();
  });

  it('never reads a negative time when the clock goes back', () => {
    expect(timerElapsedMs(startTimer(10_000), 5000)).toBe(0);
  });

  it('offers whole minutes, at least one', () => {
    expect(timerMinutesToLog(0)).toBe(1);
    expect(timerMinutesToLog(89_999)).toBe(1);
    expect(timerMinutesToLog(90_000)).toBe(2);
    expect(timerMinutesToLog(30 * 60_000 + 29_000)).toBe(30);
    expect(timerMinutesToLog(48 * 3_600_000)).toBe(1440);
  });

  it('formats the clock', () => {
    expect(formatTimerClock(0)).toBe('0:00');
    expect(formatTimerClock(65_900)).toBe('1:05');
    expect(formatTimerClock(3_723_000)).toBe('1:02:03');
  });
});

describe('focus area of the open page', () => {
  it('maps library items and tools', () => {
    expect(focusAreaForPath('/library/exercises/abc')).toBe('Technique');
    expect(focusAreaForPath('/library/repertoire/abc')).toBe('Repertoire');
    expect(focusAreaForPath('/library/jam-tracks')).toBe('Improvisation');
    expect(focusAreaForPath('/library/chords')).toBe('Chords');
    expect(focusAreaForPath('/library/chord-changes')).toBe('Chords');
    expect(focusAreaForPath('/library/metronome')).toBe('Rhythm');
    expect(focusAreaForPath('/library/articles/abc')).toBeNull();
    expect(focusAreaForPath('/library/exercisesfoo')).toBeNull();
    expect(focusAreaForPath('/practice')).toBeNull();
  });

  it('prefers the page at stop, then the page at start', () => {
    expect(timerFocusArea('/library/chords', '/library/exercises/a')).toBe('Chords');
    expect(timerFocusArea('/practice', '/library/exercises/a')).toBe('Technique');
    expect(timerFocusArea('/practice', null)).toBeNull();
  });
});
