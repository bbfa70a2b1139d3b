import { useState } from 'react';

/** Where the Interval Organizer remembers that its notes are muted. */
export const INTERVAL_MUTE_STORAGE_KEY = 'woodshed.intervalOrganizer.muted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(INTERVAL_MUTE_STORAGE_KEY) === 'true';
  } catch {
    // Storage can be off (private modes, policies): then the game simply starts with sound.
    return false;
  }
}

function writeMuted(muted: boolean): void {
  try {
    if (muted) window.localStorage.setItem(INTERVAL_MUTE_STORAGE_KEY, 'true');
    else window.localStorage.removeItem(INTERVAL_MUTE_STORAGE_KEY);
  } catch {
    // Not remembered then; the toggle still works for this visit.
  }
}

/** Whether placed notes sound, remembered in this browser. */
export function useIntervalMute() {
  const [muted, setMuted] = useState(readMuted);
  const toggleMuted = () => {
    const next = !muted;
    setMuted(next);
    writeMuted(next);
  };
  return { muted, toggleMuted };
}
