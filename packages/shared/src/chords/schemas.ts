import { z } from 'zod';
import { requiredLine, singleLineText } from '../common/index.ts';
import { fingersMatchFrets } from './chords.ts';
import { CHORD_MAX_FRET, GUITAR_STRING_COUNT, MASTERY_MAX, MASTERY_MIN, TRIAD_TYPES } from './constants.ts';
import { messages } from './messages.ts';

const m = messages.chords;

export const triadTypeSchema = z.enum(TRIAD_TYPES, { error: m.triadTypeInvalid });

export const masteryRatingSchema = z
  .number({ error: m.ratingInvalid })
  .int(m.ratingInvalid)
  .min(MASTERY_MIN, m.ratingInvalid)
  .max(MASTERY_MAX, m.ratingInvalid);

export const chordFingeringSchema = z
  .object({
    frets: z
      .array(z.number().int().min(0).max(CHORD_MAX_FRET).nullable(), { error: m.fretsInvalid })
      .length(GUITAR_STRING_COUNT, m.fretsInvalid),
    fingers: z
      .array(z.number().int().min(1).max(4).nullable(), { error: m.fingersInvalid })
      .length(GUITAR_STRING_COUNT, m.fingersInvalid),
  })
  .refine(fingersMatchFrets, { message: m.fingersWithoutFret, path: ['fingers'] });

// ── Responses ──────────────────────────────────────────────────────────────

export const chordSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  triadType: triadTypeSchema,
  notes: z.array(z.string()),
  intervals: z.array(z.string()),
  fingering: chordFingeringSchema.nullable(),
  /** The uploaded picture (/files/chord-images/…), or null: then the diagram is drawn from the fingering. */
  imageUrl: z.string().nullable(),
  /** The signed-in user's own rating, 0 (Not Started) when never rated. */
  masteryRating: z.number().int(),
});
export type Chord = z.infer<typeof chordSchema>;

export const chordListResponseSchema = z.object({ items: z.array(chordSchema) });
export type ChordListResponse = z.infer<typeof chordListResponseSchema>;

export const chordMasterySchema = z.object({ chordId: z.uuid(), masteryRating: z.number().int() });
export type ChordMastery = z.infer<typeof chordMasterySchema>;

// ── Requests ───────────────────────────────────────────────────────────────

export const chordListQuerySchema = z.object({ triadType: triadTypeSchema.optional() });

export const setMasteryRequestSchema = z.object({ masteryRating: masteryRatingSchema });
export type SetMasteryRequest = z.infer<typeof setMasteryRequestSchema>;

const listEntry = (label: string, tooLong: string, max: number) => singleLineText(label).min(1).max(max, tooLong);

/** Superadmin chord edit: the lists arrive split and trimmed; the form splits the comma-separated text. */
export const updateChordRequestSchema = z.object({
  name: requiredLine('Name', 40, m.nameRequired, m.nameTooLong),
  triadType: triadTypeSchema,
  notes: z
    .array(listEntry('A note', m.notesInvalid, 3).regex(/^[A-Ga-g](#{1,2}|b{1,2})?$/, m.notesInvalid), {
      error: m.notesRequired,
    })
    .min(1, m.notesRequired)
    .max(12, m.notesInvalid),
  intervals: z
    .array(listEntry('An interval', m.intervalsInvalid, 10), { error: m.intervalsRequired })
    .min(1, m.intervalsRequired)
    .max(12, m.intervalsInvalid),
  fingering: chordFingeringSchema.nullable(),
});
export type UpdateChordRequest = z.infer<typeof updateChordRequestSchema>;
