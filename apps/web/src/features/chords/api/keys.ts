/** Query keys of the chords feature: the one list of chords with the user's ratings. */
export const chordKeys = {
  all: ['chords'] as const,
  list: () => ['chords', 'list'] as const,
};
