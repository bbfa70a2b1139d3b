import { Chord } from 'tonal';

/** What the chord search reads of a chord: its name ("Bm7b5") and underlying triad ("Diminished"). */
export interface SearchableChord {
  name: string;
  triadType: string;
}

/** Text as compared with a chord's name: trimmed, lower case. */
const normalise = (text: string): string => text.trim().toLowerCase();

/** Text as compared with quality words: also hyphens as spaces, spaces collapsed, "7th" read as "7". */
const asWords = (text: string): string =>
  normalise(text)
    .replace(/[\s-]+/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1');

const ORDINALS: Readonly<Record<string, string>> = {
  second: '2',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  ninth: '9',
  eleventh: '11',
  thirteenth: '13',
};

/**
 * The quality words a chord answers to: its triad type and tonal's name of its chord type, also with the degrees as
 * numbers ("major seventh" and "major 7", "half-diminished", "suspended fourth"). Names tonal cannot read (a
 * superadmin may name a chord anything) have only their triad type.
 */
function qualityWords(chord: SearchableChord): string[] {
  const type = asWords(Chord.get(chord.name).type);
  const numbered = type.replace(/[a-z]+/g, (word) => ORDINALS[word] ?? word);
  return [...new Set([asWords(chord.triadType), type, numbered])].filter((words) => words !== '');
}

/** True when `query` starts one of the words of `words` ("dim" in "half diminished", "major 7" in "major 7"). */
const startsAWord = (words: string, query: string): boolean => words.startsWith(query) || words.includes(` ${query}`);

/**
 * How well a chord answers a search, or null when it does not: 0 its name starts with the query ("c" → Cmaj7),
 * 1 its name holds it ("sus" → Dsus2, "maj7" → Fmaj7), 2 a quality word starts with it ("minor" → Am7,
 * "half-dim" → Bm7b5, "major 7" → Cmaj7), or one of tonal's symbols for the chord type is the query exactly, with
 * its case ("M7" and "Δ" → Cmaj7, "ø" → Bm7b5; "m7" is another chord, so symbols are not matched in part).
 */
export function chordSearchRank(chord: SearchableChord, query: string): 0 | 1 | 2 | null {
  const wanted = normalise(query);
  if (wanted === '') return 0;
  const name = chord.name.toLowerCase();
  if (name.startsWith(wanted)) return 0;
  if (name.includes(wanted)) return 1;
  const wantedWords = asWords(query);
  if (qualityWords(chord).some((words) => startsAWord(words, wantedWords))) return 2;
  const symbol = query.trim();
  return Chord.get(chord.name).aliases.includes(symbol) ? 2 : null;
}

/**
 * The chords that answer a search, best first (names that start with it, then names that hold it, then quality
 * words), each group in the given order. A blank search keeps every chord in order.
 */
export function searchChords<T extends SearchableChord>(chords: readonly T[], query: string): T[] {
  const ranked: Array<{ chord: T; rank: number }> = [];
  for (const chord of chords) {
    const rank = chordSearchRank(chord, query);
    if (rank !== null) ranked.push({ chord, rank });
  }
  // Array.prototype.sort is stable, so each rank keeps the list's order (by name, as the API sends it).
  return ranked.sort((a, b) => a.rank - b.rank).map(({ chord }) => chord);
}
