import {
  messages,
  prettyNoteName,
  TF_BOARD_SIZE,
  TF_EXTENDED_BONUS,
  TF_POINTS_PER_TRIAD,
  TF_ROUND_COUNT,
  TF_TRIADS_PER_ROUND,
  triadTimeBonus,
  type TriadFinderTarget,
  type TriadGameState,
} from '@woodshed/shared';
import { formatInteger } from '@/lib/format';

/** "C# Minor" → "C♯ Minor" for the eye. */
export const prettyTriad = (target: TriadFinderTarget): string => prettyNoteName(target);

/** "Eb" → "E flat", "C#" → "C sharp": what a screen reader should say for a cell. */
export const spokenNote = (note: string): string =>
  note.replace(/^([A-G])(#+|b+)?$/, (_, letter: string, accidental = '') =>
    accidental
      ? `${letter} ${accidental.startsWith('#') ? 'sharp' : 'flat'}${accidental.length > 1 ? ' twice' : ''}`
      : letter,
  );

/** "Row 2, column 5: E, selected" (rows and columns from 1). */
export function cellLabel(cell: number, note: string | null, state: 'found' | 'selected' | null): string {
  const place = `Row ${Math.floor(cell / TF_BOARD_SIZE) + 1}, column ${(cell % TF_BOARD_SIZE) + 1}`;
  if (note === null) return place;
  return `${place}: ${spokenNote(note)}${state ? `, ${state}` : ''}`;
}

export const roundLabel = (round: number): string => `Round ${round} of ${TF_ROUND_COUNT}`;

/** m:ss */
export const formatClock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** How a finished round's score was made: "500 for the triads + 880 time bonus + 500 extended bonus". */
export function roundBreakdown(seconds: number, extended: boolean): string {
  const parts = [
    `${formatInteger(TF_TRIADS_PER_ROUND * TF_POINTS_PER_TRIAD)} for the triads`,
    `${formatInteger(triadTimeBonus(seconds))} time bonus`,
  ];
  if (extended) parts.push(`${formatInteger(TF_EXTENDED_BONUS)} extended bonus`);
  return parts.join(' + ');
}

export type FeedbackTone = 'success' | 'error' | 'neutral';

/** What the status line shows and a screen reader hears after the latest event of the game. */
export function feedbackOf(state: TriadGameState): { text: string; tone: FeedbackTone } {
  const target = state.targets.at(-1);
  if (!target || state.phase === 'ready') return { text: '', tone: 'neutral' };
  const triad = prettyTriad(target);
  if (state.phase === 'intro')
    return { text: `${roundLabel(state.round)}. ${messages.games.findTriads(triad)}.`, tone: 'neutral' };
  if (state.phase === 'roundOver' || state.phase === 'gameOver') {
    const i = state.roundScores.length - 1;
    const score = formatInteger(state.roundScores[i] ?? 0);
    const how = roundBreakdown(state.roundSeconds[i] ?? 0, state.extended);
    const next = state.phase === 'roundOver' ? ' The next round starts in a moment.' : '';
    return { text: `Round ${state.round} complete: ${score} points (${how}).${next}`, tone: 'success' };
  }
  const check = state.lastCheck;
  if (!check) return { text: '', tone: 'neutral' };
  if (check.result === 'found') {
    return {
      text: `Found a ${triad} triad: +${TF_POINTS_PER_TRIAD}. ${state.found.length} of ${TF_TRIADS_PER_ROUND} found.`,
      tone: 'success',
    };
  }
  const text = check.result === 'notInLine' ? messages.games.notInLine : messages.games.wrongNotes(triad);
  return { text, tone: 'error' };
}
