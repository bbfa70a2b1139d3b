import { messages } from '@woodshed/shared';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  countInTempo,
  formatLoopTime,
  loadSettings,
  MIN_LOOP_SECONDS,
  saveSettings,
  type MediaPracticeSettings,
} from './media-practice-settings';
import { useCountIn, useLoop, usePlaybackSpeed } from './media-playback';

/**
 * Slow-down and A–B loop for an <audio> or <video> of an uploaded file. Speed is the element's playbackRate with
 * preservesPitch on; the loop is watched on every animation frame while playing (and on timeupdate, which keeps
 * running in a background tab), so the jump back lands within a frame of B. Settings are kept per `storageKey`.
 */
export function useMediaPractice(storageKey: string, itemBpm: number | null) {
  const mediaRef = useRef<HTMLMediaElement | null>(null);
  const [settings, setSettings] = useState<MediaPracticeSettings>(() => loadSettings(storageKey));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => saveSettings(storageKey, settings), [storageKey, settings]);

  const update = useCallback(
    (patch: Partial<MediaPracticeSettings>) => setSettings((current) => ({ ...current, ...patch })),
    [],
  );

  usePlaybackSpeed(mediaRef, settings.speed);
  const { countingIn, playFrom, cancelCountIn } = useCountIn(mediaRef, settings, itemBpm);
  const { loopA, loopB } = settings;
  useLoop(mediaRef, loopA, loopB, playFrom, cancelCountIn);

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
