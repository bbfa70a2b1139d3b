/** This feature's user-visible messages: `messages.tools` of the package's one `messages` object (src/index.ts). */
export const messages = {
  tools: {
    fretCountRange: 'Number of frets must be a whole number from 4 to 24.',
    startFretRange: (max: number) =>
      `Starting fret must be a whole number from 0 to ${max} (24 minus the number of frets).`,
    boardUnchanged: (value: number) => `The board still shows ${value}.`,
    startFretMoved: (start: number) => `Starting fret moved to ${start} so the board still ends by fret 24.`,
  },
} as const;
