import { z } from 'zod';
import { multiLineText, optionalLines, requiredLine, requiredLines } from '../common/index.ts';
import {
  DEFAULT_PHASE_DURATION,
  PHASE_DESCRIPTION_MAX,
  PHASE_DURATION_MAX,
  PHASE_MESSAGE_MAX,
  PHASE_TYPES,
  ROUTINE_DESCRIPTION_MAX,
  ROUTINE_TITLE_MAX,
} from './constants.ts';
import { messages } from './messages.ts';
import { phaseDurationFromInput } from './routines.ts';

const m = messages.routines;

export const phaseTypeSchema = z.enum(PHASE_TYPES, { error: m.phaseTypeInvalid });

// ── Responses ──────────────────────────────────────────────────────────────

export const routinePhaseSchema = z.object({
  id: z.uuid(),
  routineId: z.uuid(),
  phaseType: phaseTypeSchema,
  duration: z.number().int(),
  description: z.string().nullable(),
  order: z.number().int(),
  /** The user's local date (YYYY-MM-DD) the phase was last completed, or null. */
  completedOn: z.iso.date().nullable(),
  /** True when `completedOn` is today in the user's time zone: the phase shows green with a check. */
  completedToday: z.boolean(),
});
export type RoutinePhase = z.infer<typeof routinePhaseSchema>;

export const routineSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  isCurrent: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Routine = z.infer<typeof routineSchema>;

export const currentRoutineSchema = routineSchema.extend({
  /** In their order. */
  phases: z.array(routinePhaseSchema),
});
export type CurrentRoutine = z.infer<typeof currentRoutineSchema>;

/**
 * GET /api/routines: the whole page in one answer. `today` is the user's local date; the reset figures are
 * computed in the browser from `timeZone` (they refresh every minute without asking the server).
 */
export const routinesResponseSchema = z.object({
  current: currentRoutineSchema.nullable(),
  /** Newest first. */
  archived: z.array(routineSchema),
  today: z.iso.date(),
  timeZone: z.string(),
});
export type RoutinesResponse = z.infer<typeof routinesResponseSchema>;

export const completePhaseResponseSchema = z.object({
  phase: routinePhaseSchema,
  /** The practice session the completion wrote. */
  sessionId: z.uuid(),
  /** The daily XP when this was the first practice today, else 0. */
  xpAwarded: z.number().int(),
});
export type CompletePhaseResponse = z.infer<typeof completePhaseResponseSchema>;

// ── Requests ───────────────────────────────────────────────────────────────

/** Routine forms: title and short description required. */
export const routineRequestSchema = z.object({
  title: requiredLine('Title', ROUTINE_TITLE_MAX, m.titleRequired, m.titleTooLong),
  description: requiredLines('Short description', ROUTINE_DESCRIPTION_MAX, m.descriptionRequired, m.descriptionTooLong),
});
export type RoutineRequest = z.input<typeof routineRequestSchema>;

/**
 * A new phase: the type is required; the duration defaults to 15 and a value that is not a number becomes 1
 *; the description is optional, blank meaning none.
 */
export const createPhaseRequestSchema = z.object({
  phaseType: phaseTypeSchema,
  duration: z
    .unknown()
    // Optional-in, so a body without the key takes the default (zod 4 refuses an absent key otherwise).
    .optional()
    .transform((value) =>
      value === undefined || value === null ? DEFAULT_PHASE_DURATION : phaseDurationFromInput(value),
    )
    .pipe(z.number().int().min(1, m.durationRange).max(PHASE_DURATION_MAX, m.durationRange)),
  description: optionalLines('Description', PHASE_DESCRIPTION_MAX, m.phaseDescriptionTooLong),
});
export type CreatePhaseRequest = z.input<typeof createPhaseRequestSchema>;

/** Completing a phase: an optional message, trimmed and appended to the practice note. */
export const completePhaseRequestSchema = z.object({
  message: multiLineText('Message')
    .max(PHASE_MESSAGE_MAX, m.messageTooLong)
    .nullish()
    .transform((value) => value ?? ''),
});
export type CompletePhaseRequest = z.input<typeof completePhaseRequestSchema>;

/** Moves the dragged phase to the target's place; the ones between shift by one (reorder_routine_phases). */
export const reorderPhasesRequestSchema = z.object({ phaseId: z.uuid(), targetPhaseId: z.uuid() });
export type ReorderPhasesRequest = z.infer<typeof reorderPhasesRequestSchema>;
