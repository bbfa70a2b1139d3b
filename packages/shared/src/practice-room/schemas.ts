import { z } from 'zod';
import { isoDateSchema, optionalLine } from '../common/index.ts';
import { BPM_MAX, BPM_MIN } from '../metronome/index.ts';
import { practiceSessionSchema } from '../practice/index.ts';
import {
  CHORD_CHANGE_DEFAULT_SECONDS,
  CHORD_CHANGE_SECONDS_MAX,
  CHORD_CHANGE_SECONDS_MIN,
  CHORD_CHANGES_MAX,
  TEMPO_ITEM_TYPES,
  TEMPO_NOTE_MAX,
} from './constants.ts';
import { messages } from './messages.ts';

/**
 * The practice room's saved data (issue 19): the tempo log ("clean at ___ BPM" on an exercise, repertoire piece,
 * jam track or chord; one entry per item and local day) and the chord-change trainer's history per chord pair.
 */

const m = messages.practiceRoom;

export const tempoItemTypeSchema = z.enum(TEMPO_ITEM_TYPES, { error: m.itemTypeInvalid });

/** A whole BPM in the metronome's range; the messages name the field. */
export const wholeBpmSchema = (required: string, invalid: string) =>
  z.number({ error: required }).int(invalid).min(BPM_MIN, invalid).max(BPM_MAX, invalid);

/** The item a tempo is logged on, referenced like a collection material. */
export const tempoItemRefSchema = z.object({ itemType: tempoItemTypeSchema, itemId: z.uuid(m.itemMissing) });
export type TempoItemRef = z.infer<typeof tempoItemRefSchema>;

// ── Tempo log: requests ────────────────────────────────────────────────────

/** Today's tempo on an item (the user's local day); logging again the same day replaces the day's entry. */
export const logTempoRequestSchema = tempoItemRefSchema.extend({
  bpm: wholeBpmSchema(m.bpmRequired, m.bpmInvalid),
  /** Optional, e.g. "with the accents"; blank means none. */
  note: optionalLine('The note', TEMPO_NOTE_MAX, m.noteTooLong),
});
export type LogTempoRequest = z.input<typeof logTempoRequestSchema>;

/** One item's history: ?itemType=&itemId=. */
export const tempoHistoryQuerySchema = tempoItemRefSchema;

// ── Tempo log: responses ───────────────────────────────────────────────────

export const tempoLogEntrySchema = z.object({
  id: z.uuid(),
  itemType: tempoItemTypeSchema,
  itemId: z.uuid(),
  /** The user's local day it was logged on. */
  date: isoDateSchema,
  bpm: z.number().int(),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** Later than createdAt when the day's tempo was logged again. */
  updatedAt: z.iso.datetime(),
});
export type TempoLogEntry = z.infer<typeof tempoLogEntrySchema>;

/** A tempo and the day it was logged: the best (first day at the highest BPM) or the latest. */
export const tempoMarkSchema = z.object({ bpm: z.number().int(), date: isoDateSchema });
export type TempoMark = z.infer<typeof tempoMarkSchema>;

/** Answer to logging a tempo (201 new entry, 200 the day's entry replaced), with the item's marks after it. */
export const logTempoResponseSchema = z.object({
  entry: tempoLogEntrySchema,
  best: tempoMarkSchema,
  latest: tempoMarkSchema,
});
export type LogTempoResponse = z.infer<typeof logTempoResponseSchema>;

/** An item's page: best and latest tempo and the chart's points, oldest first (the latest TEMPO_HISTORY_MAX_ENTRIES). */
export const tempoHistoryResponseSchema = z.object({
  itemType: tempoItemTypeSchema,
  itemId: z.uuid(),
  /** The user's local date, to tell whether today's tempo is logged. */
  today: isoDateSchema,
  best: tempoMarkSchema.nullable(),
  latest: tempoMarkSchema.nullable(),
  entries: z.array(tempoLogEntrySchema.pick({ id: true, date: true, bpm: true, note: true })),
});
export type TempoHistoryResponse = z.infer<typeof tempoHistoryResponseSchema>;

/** One logged item in "my tempos"; also where the metronome opens (`latest.bpm`) for an item. */
export const tempoSummaryItemSchema = tempoItemRefSchema.extend({
  /** The item's title (a chord's name); null when it was deleted or unpublished. */
  title: z.string().nullable(),
  best: tempoMarkSchema,
  latest: tempoMarkSchema,
  entryCount: z.number().int(),
});
export type TempoSummaryItem = z.infer<typeof tempoSummaryItemSchema>;

/** Every item the user logged a tempo on, most recently logged first. */
export const tempoSummaryResponseSchema = z.object({ items: z.array(tempoSummaryItemSchema) });
export type TempoSummaryResponse = z.infer<typeof tempoSummaryResponseSchema>;

// ── Goals that follow a tempo ──────────────────────────────────────────────

/** A goal's tempo target: its progress follows the best tempo logged on the item. */
export const goalTempoTargetInputSchema = tempoItemRefSchema.extend({
  targetBpm: wholeBpmSchema(m.goalTargetInvalid, m.goalTargetInvalid),
});
export type GoalTempoTargetInput = z.infer<typeof goalTempoTargetInputSchema>;

export const goalTempoTargetSchema = goalTempoTargetInputSchema.extend({
  /** The item's title (a chord's name); null when it was deleted or unpublished. */
  itemTitle: z.string().nullable(),
  /** The best tempo logged on the item so far; null before the first. */
  bestBpm: z.number().int().nullable(),
});
export type GoalTempoTarget = z.infer<typeof goalTempoTargetSchema>;

// ── Chord-change trainer ───────────────────────────────────────────────────

const chordId = z.uuid(m.chordMissing);

/** One try: changes between two different chords in `durationSeconds`; optionally logged as practice today. */
export const chordChangeRequestSchema = z
  .object({
    chordAId: chordId,
    chordBId: chordId,
    changes: z
      .number({ error: m.changesInvalid })
      .int(m.changesInvalid)
      .min(0, m.changesInvalid)
      .max(CHORD_CHANGES_MAX, m.changesInvalid),
    durationSeconds: z
      .number({ error: m.durationInvalid })
      .int(m.durationInvalid)
      .min(CHORD_CHANGE_SECONDS_MIN, m.durationInvalid)
      .max(CHORD_CHANGE_SECONDS_MAX, m.durationInvalid)
      .default(CHORD_CHANGE_DEFAULT_SECONDS),
    logPractice: z.boolean().default(false),
  })
  .refine((body) => body.chordAId.toLowerCase() !== body.chordBId.toLowerCase(), {
    message: m.sameChord,
    path: ['chordBId'],
  });
export type ChordChangeRequest = z.input<typeof chordChangeRequestSchema>;

/** ?chordAId=&chordBId= (either order) for one pair's history; neither for every pair. */
export const chordChangeQuerySchema = z
  .object({ chordAId: chordId.optional(), chordBId: chordId.optional() })
  .refine((query) => (query.chordAId === undefined) === (query.chordBId === undefined), {
    message: m.pairIncomplete,
    path: ['chordBId'],
  })
  .refine((query) => query.chordAId === undefined || query.chordAId.toLowerCase() !== query.chordBId?.toLowerCase(), {
    message: m.sameChord,
    path: ['chordBId'],
  });

export const chordRefSchema = z.object({ id: z.uuid(), name: z.string() });

export const chordChangeRecordSchema = z.object({
  id: z.uuid(),
  changes: z.number().int(),
  durationSeconds: z.number().int(),
  /** changes × 60 / durationSeconds, one decimal: what "best" compares. */
  changesPerMinute: z.number(),
  recordedAt: z.iso.datetime(),
  /** The user's local day of the try. */
  date: isoDateSchema,
});
export type ChordChangeRecord = z.infer<typeof chordChangeRecordSchema>;

/** A chord pair's history; chordA and chordB in a fixed order, whichever order they were played in. */
export const chordChangePairSchema = z.object({
  chordA: chordRefSchema,
  chordB: chordRefSchema,
  /** The highest changes per minute (the earliest try at it). */
  best: chordChangeRecordSchema,
  latest: chordChangeRecordSchema,
  tries: z.number().int(),
  /** Newest first: the last CHORD_CHANGE_RECENT_TRIES, or up to CHORD_CHANGE_HISTORY_MAX for one pair's history. */
  recent: z.array(chordChangeRecordSchema),
});
export type ChordChangePair = z.infer<typeof chordChangePairSchema>;

/** Every pair, most recently tried first (or the one asked for; none when it was never tried). */
export const chordChangeListResponseSchema = z.object({ pairs: z.array(chordChangePairSchema) });
export type ChordChangeListResponse = z.infer<typeof chordChangeListResponseSchema>;

export const chordChangeResponseSchema = z.object({
  record: chordChangeRecordSchema,
  /** The pair after this try: its best, latest and count. */
  pair: chordChangePairSchema.omit({ recent: true }),
  /** The practice session written when logPractice was true. */
  session: practiceSessionSchema.nullable(),
  /** Daily XP granted by that session (0 without one). */
  xpAwarded: z.number().int(),
});
export type ChordChangeResponse = z.infer<typeof chordChangeResponseSchema>;
