/**
 * This feature's user-visible messages: `messages.metronomeWeb` of the package's one `messages` object
 * (src/index.ts).
 */
export const messages = {
  /** The metronome page (issue 19, web). */
  metronomeWeb: {
    fieldRange: (field: string, min: number, max: number) => `${field} must be a whole number from ${min} to ${max}`,
    lastLogged: (bpm: number) => `Last logged: ${bpm} BPM`,
    notLoggedYet: 'No tempo logged for this item yet.',
    itemLoadFailed: 'Failed to load this item',
    noWebAudio: 'This browser has no Web Audio, so the metronome cannot play here.',
  },
} as const;
