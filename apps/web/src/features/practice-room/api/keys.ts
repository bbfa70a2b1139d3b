import { canonicalChordPair } from '@woodshed/shared';

/** ['chord-changes', 'list'] (every pair) and ['chord-changes', 'pair', a, b] (one pair, in canonical order). */
export const chordChangeKeys = {
  all: ['chord-changes'] as const,
  list: () => ['chord-changes', 'list'] as const,
  pair: (chordAId: string, chordBId: string) =>
    ['chord-changes', 'pair', ...canonicalChordPair(chordAId, chordBId)] as const,
};
