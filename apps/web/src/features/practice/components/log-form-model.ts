import {
  customFocusAreaSchema,
  DEFAULT_PRACTICE_MINUTES,
  MAX_CUSTOM_FOCUS_AREA_LENGTH,
  MAX_CUSTOM_FOCUS_AREAS,
  MAX_PRACTICE_NOTES_LENGTH,
  messages,
  practiceDateError,
  practiceDurationSchema,
  practiceNotesSchema,
  type CreatePracticeSessionRequest,
  type PracticeSession,
} from '@woodshed/shared';
import { z } from 'zod';

const m = messages.practice;

export interface CustomRow {
  /** Stable across removals, so React keeps each input (and its focus) with its text. */
  key: number;
  value: string;
}

/** The form as typed: the number input's value is text until the schema reads it. */
export interface LogFormValues {
  date: string;
  duration: string;
  focusAreaIds: number[];
  customRows: CustomRow[];
  notes: string;
}

export const MAX_CUSTOM_ROWS = MAX_CUSTOM_FOCUS_AREAS;
export const MAX_CUSTOM_LENGTH = MAX_CUSTOM_FOCUS_AREA_LENGTH;
export const MAX_NOTES_LENGTH = MAX_PRACTICE_NOTES_LENGTH;

export function initialValues(today: string): LogFormValues {
  return {
    date: today,
    duration: String(DEFAULT_PRACTICE_MINUTES),
    focusAreaIds: [],
    customRows: [{ key: 0, value: '' }],
    notes: '',
  };
}

/** The form filled with a logged session, to correct it (issue 12); one empty custom row when it has none. */
export function valuesOfSession(session: PracticeSession): LogFormValues {
  const custom = session.focusAreas.map((value, key) => ({ key, value }));
  return {
    date: session.date,
    duration: String(session.duration),
    focusAreaIds: [...session.focusAreaIds],
    customRows: custom.length > 0 ? custom : [{ key: 0, value: '' }],
    notes: session.notes ?? '',
  };
}

/**
 * The form's rules: the shared schemas the server checks a session with, read from
 * what the inputs hold. The date must lie from today − 14 days to today in the user's zone; only the server knows
 * how full the day already is (24 hours at most).
 */
export function logFormSchema(today: string) {
  return z.object({
    date: z.string().superRefine((date, context) => {
      const error = date ? practiceDateError(date, today) : m.dateRequired;
      if (error) context.addIssue({ code: 'custom', message: error });
    }),
    // Text to minutes: blank is missing; anything Number() cannot read is refused as missing by the shared rule.
    duration: z.string().trim().min(1, m.durationRequired).transform(Number).pipe(practiceDurationSchema),
    focusAreaIds: z.array(z.number()),
    customRows: z.array(z.object({ key: z.number(), value: customFocusAreaSchema })),
    notes: practiceNotesSchema,
  });
}

/** The form once its rules hold: minutes as a number, text trimmed. */
export type LogFormOutput = z.output<ReturnType<typeof logFormSchema>>;

/** The request, with blank custom rows dropped; `customKeys[i]` is the row that became focusAreas[i]. */
export function toRequest(values: LogFormOutput): { body: CreatePracticeSessionRequest; customKeys: number[] } {
  const kept = values.customRows.filter((row) => row.value);
  return {
    body: {
      date: values.date,
      duration: values.duration,
      focusAreaIds: values.focusAreaIds,
      focusAreas: kept.map((row) => row.value),
      notes: values.notes || null,
    },
    customKeys: kept.map((row) => row.key),
  };
}

/** Where a server 400 points in the form. */
export type ServerErrorTarget =
  { field: 'date' | 'duration' | 'notes' | 'focusAreaIds' } | { field: 'customRows'; rowKey: number };

/** The form field a server 400 names ('date', 'duration', 'focusAreas.2', 'focusAreaIds.0', 'notes'), if any. */
export function fieldOfServerError(field: string | undefined, customKeys: number[]): ServerErrorTarget | null {
  if (!field) return null;
  const [name, index] = field.split('.');
  if (name === 'date' || name === 'duration' || name === 'notes' || name === 'focusAreaIds') return { field: name };
  if (name === 'focusAreas') {
    const rowKey = customKeys[Number(index)] ?? customKeys[0];
    return rowKey === undefined ? null : { field: 'customRows', rowKey };
  }
  return null;
}
