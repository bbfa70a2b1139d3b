import { z } from 'zod';
import { calendarDateSchema, isoDateSchema, optionalLines, requiredLine } from '../common/index.ts';
import { goalTempoTargetInputSchema, goalTempoTargetSchema } from '../practice-room/index.ts';
import { DEFAULT_GOAL_PRIORITY, EFFORT_LEVELS, GOAL_STATUSES } from './constants.ts';
import { messages } from './messages.ts';

const m = messages.goals;

export const goalStatusSchema = z.enum(GOAL_STATUSES);
export const effortLevelSchema = z.enum(EFFORT_LEVELS);

export const milestoneSchema = z.object({
  id: z.uuid(),
  goalId: z.uuid(),
  description: z.string(),
  targetDate: isoDateSchema.nullable(),
  isCompleted: z.boolean(),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const goalSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  specific: z.string().nullable(),
  measurable: z.string().nullable(),
  achievable: z.string().nullable(),
  relevant: z.string().nullable(),
  targetDate: isoDateSchema,
  status: goalStatusSchema,
  /** 0–100 percent. */
  progress: z.number().int(),
  /** 0–1; shown as a percent. */
  priority: z.number(),
  effortEstimate: effortLevelSchema.nullable(),
  /** When set, progress follows the best tempo logged on the item, and the goal completes at the target. */
  tempoTarget: goalTempoTargetSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Ordered by target date. */
  milestones: z.array(milestoneSchema),
});
export type Goal = z.infer<typeof goalSchema>;

const optionalText = (label: string, max: number) => optionalLines(label, max, m.tooLong(label, max));

/** A date a person typed (target dates): from 1900 to 2200. */
const typedDate = (label: string) =>
  calendarDateSchema(label, { invalid: m.dateInvalid, tooEarly: m.dateTooEarly, tooLate: m.dateTooLate });

export const milestoneInputSchema = z.object({
  /** Present for a saved milestone; absent for a new one. */
  id: z.uuid().optional(),
  description: requiredLine('A milestone', 500, m.milestoneRequired, m.tooLong('A milestone', 500)),
  targetDate: z
    .union([z.literal('').transform(() => null), typedDate('Target date'), z.null()], {
      error: m.dateInvalid,
    })
    .optional()
    .transform((value) => value ?? null),
  isCompleted: z.boolean().default(false),
});

/** Saving a goal saves its milestones with it: new ones are created, missing ones deleted. */
export const goalInputSchema = z.object({
  title: requiredLine('Title', 200, m.required, m.tooLong('Title', 200)),
  targetDate: z.string({ error: m.required }).trim().min(1, m.required).pipe(typedDate('Target date')),
  description: optionalText('Description', 2000),
  specific: optionalText('Specific', 2000),
  measurable: optionalText('Measurable', 2000),
  achievable: optionalText('Achievable', 2000),
  relevant: optionalText('Relevant', 2000),
  status: goalStatusSchema.default('not_started'),
  progress: z
    .number({ error: m.progressInvalid })
    .int(m.progressInvalid)
    .min(0, m.progressInvalid)
    .max(100, m.progressInvalid)
    .default(0),
  priority: z
    .number({ error: m.priorityInvalid })
    .min(0, m.priorityInvalid)
    .max(1, m.priorityInvalid)
    .default(DEFAULT_GOAL_PRIORITY),
  effortEstimate: effortLevelSchema.nullable().default('LEVEL_1'),
  /**
   * Absent: none on a new goal, unchanged on a saved one (forms that do not know it keep it); null removes it.
   * With a target, `progress` is computed from the tempo log and the value sent is ignored.
   */
  tempoTarget: goalTempoTargetInputSchema.nullable().optional(),
  milestones: z.array(milestoneInputSchema).max(50).default([]),
});
export type GoalInput = z.input<typeof goalInputSchema>;

export type GoalInputParsed = z.output<typeof goalInputSchema>;

export const goalListResponseSchema = z.object({ items: z.array(goalSchema) });
export type GoalListResponse = z.infer<typeof goalListResponseSchema>;
export const milestoneToggleRequestSchema = z.object({ isCompleted: z.boolean() });
export type MilestoneToggleRequest = z.infer<typeof milestoneToggleRequestSchema>;
