import { messages } from '@woodshed/shared';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { playPluck } from '@/features/tools';
import {
  COUNT_IN_BEATS,
  countInTempo,
  formatLoopTime,
  loadSettings,
  MIN_LOOP_SECONDS,
  saveSettings,
  type MediaPracticeSettings,
} from './media-practice-settings';

/** The count-in's clicks: A5 on the one, E5 on the others (the tools' plucked tone, scheduled on the audio clock). */
const ACCENT_HZ = 880;
const BEAT_HZ = 659.26;

/**
 * Slow-down and A–B loop for an <audio> or <video> of an uploaded file. Speed is the element's playbackRate with
 * preservesPitch on; the loop is watched on every animation frame while playing (and on timeupdate, which keeps
 * running in a background tab), so the jump back lands within a frame of B. Settings are kept per `storageKey`.
 */
export function useMediaPractice(storageKey: string, itemBpm: number | null) {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [settings, setSettings] = useState<MediaPracticeSettings>(() => loadSettings(storageKey));
  const [announcement, setAnnouncement] = useState('');
  const [countingIn, setCountingIn] = useState(false);
  const countInTimer = useRef<number | null>(null);

  useEffect(() => saveSettings(storageKey, settings), [storageKey, settings]);

  const update = useCallback(
    (patch: Partial<MediaPracticeSettings>) => setSettings((current) => ({ ...current, ...patch })),
    [],
  );

  // Speed, pitch kept. defaultPlaybackRate too: loading the file resets playbackRate to it.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const apply = () => {
      media.preservesPitch = true;
      media.defaultPlaybackRate = settings.speed / 100;
      media.playbackRate = settings.speed / 100;
    };
    apply();
    media.addEventListener('loadedmetadata', apply);
    return () => media.removeEventListener('loadedmetadata', apply);
  }, [settings.speed]);

  const cancelCountIn = useCallback(() => {
    if (countInTimer.current !== null) window.clearTimeout(countInTimer.current);
    countInTimer.current = null;
    setCountingIn(false);
  }, []);

  /** Plays from `from`: straight away, or after a bar of clicks when the count-in is on. */
  const playFrom = useCallback(
    (from: number) => {
      const media = mediaRef.current;
      if (!media) return;
      cancelCountIn();
      media.currentTime = from;
      if (!settings.countIn) {
        void media.play().catch(() => undefined);
        return;
      }
      media.pause();
      const beat = 60 / countInTempo(settings, itemBpm);
      for (let index = 0; index < COUNT_IN_BEATS; index++) playPluck(index === 0 ? ACCENT_HZ : BEAT_HZ, index * beat);
      setCountingIn(true);
      countInTimer.current = window.setTimeout(
        () => {
          countInTimer.current = null;
          setCountingIn(false);
          void media.play().catch(() => undefined);
        },
        COUNT_IN_BEATS * beat * 1000,
      );
    },
    [settings, itemBpm, cancelCountIn],
  );

  // The loop: back to A on reaching B (or the end of the file).
  const { loopA, loopB } = settings;
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || loopB === null) return;
    const start = loopA ?? 0;
    let frame = 0;
    const check = () => {
      if (!media.paused && media.currentTime >= loopB) playFrom(start);
    };
    const watch = () => {
      check();
      frame = window.requestAnimationFrame(watch);
    };
    const onPlay = () => {
      // The learner pressed play during a count-in: the count-in is over.
      if (countInTimer.current !== null) cancelCountIn();
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(watch);
    };
    const onPause = () => window.cancelAnimationFrame(frame);
    const onEnded = () => playFrom(start);
    media.addEventListener('play', onPlay);
    media.addEventListener('pause', onPause);
    media.addEventListener('timeupdate', check);
    media.addEventListener('ended', onEnded);
    if (!media.paused) onPlay();
    return () => {
      window.cancelAnimationFrame(frame);
      media.removeEventListener('play', onPlay);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('timeupdate', check);
      media.removeEventListener('ended', onEnded);
    };
  }, [loopA, loopB, playFrom, cancelCountIn]);

  useEffect(() => () => cancelCountIn(), [cancelCountIn]);

  const setA = () => {
    const at = mediaRef.current?.currentTime ?? 0;
    if (loopB !== null && at + MIN_LOOP_SECONDS > loopB) {
      update({ loopA: at, loopB: null });
      setAnnouncement(`Loop start A set at ${formatLoopTime(at)}. Set B again: it was before A.`);
    } else {
      update({ loopA: at });
      setAnnouncement(`Loop start A set at ${formatLoopTime(at)}.`);
    }
  };

  const setB = () => {
    const at = mediaRef.current?.currentTime ?? 0;
    const start = loopA ?? 0;
    if (at < start + MIN_LOOP_SECONDS) {
      setAnnouncement(messages.tempoLogWeb.loopBBeforeA);
      return;
    }
    update({ loopA: start, loopB: at });
    setAnnouncement(`Looping from ${formatLoopTime(start)} to ${formatLoopTime(at)}.`);
  };

  const clearLoop = () => {
    cancelCountIn();
    update({ loopA: null, loopB: null });
    setAnnouncement('Loop cleared.');
  };

  /** [ sets A, ] sets B, \ clears the loop, while the player or its controls have focus (not in a text field). */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type !== 'range' && target.type !== 'checkbox') return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = { '[': setA, ']': setB, '\\': clearLoop }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return {
    mediaRef,
    settings,
    update,
    setA,
    setB,
    clearLoop,
    playLoop: () => playFrom(loopA ?? 0),
    countingIn,
    announcement,
    countInBpm: countInTempo(settings, itemBpm),
    onKeyDown,
  };
}

export type MediaPractice = ReturnType<typeof useMediaPractice>;
