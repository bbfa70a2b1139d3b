import { formatCount } from '../common/index.ts';

/**
 * This feature's user-visible messages: `messages.practiceRoom`, `messages.tempoLogWeb`, `messages.chordChangesWeb`
 * of the package's one `messages` object (src/index.ts).
 */
export const messages = {
  practiceRoom: {
    itemTypeInvalid: 'Item type must be one of: exercise, repertoire, jam_track, chord',
    itemMissing: 'This item does not exist (or is unpublished).',
    bpmRequired: 'BPM is required',
    bpmInvalid: 'BPM must be a whole number from 20 to 300',
    noteTooLong: 'The note must be at most 200 characters',
    entryNotFound: 'Tempo entry not found',
    chordMissing: 'Chord not found',
    sameChord: 'Choose two different chords',
    changesInvalid: 'Changes must be a whole number from 0 to 300',
    durationInvalid: 'Duration must be a whole number of seconds from 10 to 600',
    pairIncomplete: 'Give both chords of the pair, or neither',
    goalTargetInvalid: 'Target BPM must be a whole number from 20 to 300',
    chordChangeSessionNote: (chordA: string, chordB: string, changes: number) =>
      `Chord changes: ${chordA} ↔ ${chordB} — ${formatCount(changes, { one: 'change', other: 'changes' })}`,
  },
  /** The tempo log on an item's page and the loop / slow-down controls of its media (issue 19, web). */
  tempoLogWeb: {
    logged: (bpm: number) => `Logged ${bpm} BPM for today`,
    updated: (bpm: number) => `Updated today's tempo to ${bpm} BPM`,
    loadFailed: 'Failed to load your tempo log',
    logFailed: 'Failed to log the tempo',
    deleteFailed: 'Failed to delete the tempo entry',
    deleteConfirm: 'The entry is removed from your tempo log for good.',
    empty: 'No tempo logged yet. Play it cleanly with the metronome, then log the tempo here.',
    tempoTargetItemRequired: 'Choose the item the tempo target is for',
    loopBBeforeA: 'B must come after A',
  },
  chordChangesWeb: {
    historyLoadFailed: 'Failed to load your chord-change history',
    saveFailed: 'The result could not be saved. Try again.',
  },
} as const;
