import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { playPluck } from '@/features/tools';
import { COUNT_IN_BEATS, countInTempo, type MediaPracticeSettings } from './media-practice-settings';

/** The count-in's clicks: A5 on the one, E5 on the others (the tools' plucked tone, scheduled on the audio clock). */
const ACCENT_HZ = 880;
const BEAT_HZ = 659.26;

type MediaRef = RefObject<HTMLMediaElement | null>;

/** Speed, pitch kept. defaultPlaybackRate too: loading the file resets playbackRate to it. */
export function usePlaybackSpeed(mediaRef: MediaRef, speed: number) {
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const apply = () => {
      media.preservesPitch = true;
      media.defaultPlaybackRate = speed / 100;
      media.playbackRate = speed / 100;
    };
    apply();
    media.addEventListener('loadedmetadata', apply);
    return () => media.removeEventListener('loadedmetadata', apply);
  }, [mediaRef, speed]);
}

/**
 * Plays from a time (`playFrom`): straight away, or after a bar of clicks when the count-in is on. A count-in
 * is cancelled by `cancelCountIn`, by the learner pressing play, and on unmount.
 */
export function useCountIn(mediaRef: MediaRef, settings: MediaPracticeSettings, itemBpm: number | null) {
  const [countingIn, setCountingIn] = useState(false);
  const countInTimer = useRef<number | null>(null);

  const cancelCountIn = useCallback(() => {
    if (countInTimer.current !== null) window.clearTimeout(countInTimer.current);
    countInTimer.current = null;
    setCountingIn(false);
  }, []);

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
    [mediaRef, settings, itemBpm, cancelCountIn],
  );

  useEffect(() => () => cancelCountIn(), [cancelCountIn]);

  return { countingIn, playFrom, cancelCountIn };
}

/**
 * The A–B loop: back to A (or the start) on reaching B, or the end of the file. Watched on every animation frame
 * while playing, and on timeupdate, which keeps running in a background tab.
 */
export function useLoop(
  mediaRef: MediaRef,
  loopA: number | null,
  loopB: number | null,
  playFrom: (from: number) => void,
  cancelCountIn: () => void,
) {
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
      cancelCountIn();
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
  }, [mediaRef, loopA, loopB, playFrom, cancelCountIn]);
}
