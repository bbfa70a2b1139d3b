import { DEFAULT_PRACTICE_MINUTES, MAX_PRACTICE_MINUTES, messages, type CreatePracticeSessionRequest } from '@woodshed/shared';

const m = messages.practice;

export interface CustomRow {
  /** Stable across removals, so React keeps each input (and its focus) with its text. */
  key: number;
  value: string;
}

export interface LogFormValues {
  date: string;
  /** As typed: the number input's value. */
  duration: string;
  focusAreaIds: number[];
  customRows: CustomRow[];
  notes: string;
}

/** Error messages by field: 'date', 'duration', 'focusAreaIds', 'notes', or 'custom:{row key}'. */
export type LogFormErrors = Record<string, string>;

export const customFieldKey = (rowKey: number) => `custom:${rowKey}`;

export const MAX_CUSTOM_ROWS = 20;
export const MAX_CUSTOM_LENGTH = 60;
export const MAX_NOTES_LENGTH = 5000;

export function initialValues(today: string): LogFormValues {
  return { date: today, duration: String(DEFAULT_PRACTICE_MINUTES), focusAreaIds: [], customRows: [{ key: 0, value: '' }], notes: '' };
}

/** The client's checks, which mirror the server's (spec part 1 §5): date and whole minutes. */
export function validate(values: LogFormValues, today: string): LogFormErrors {
  const errors: LogFormErrors = {};
  if (!values.date) errors.date = m.dateRequired;
  else if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = m.dateRequired;
  else if (values.date > today) errors.date = m.dateInFuture;
  else if (values.date < '1970-01-01') errors.date = m.dateTooOld;

  const duration = values.duration.trim();
  if (!duration) errors.duration = m.durationRequired;
  else if (!Number.isFinite(Number(duration))) errors.duration = m.durationRequired;
  else if (!Number.isInteger(Number(duration))) errors.duration = m.durationWhole;
  else if (Number(duration) < 1) errors.duration = m.durationMin;
  else if (Number(duration) > MAX_PRACTICE_MINUTES) errors.duration = m.durationMax;

  for (const row of values.customRows) {
    if (row.value.trim().length > MAX_CUSTOM_LENGTH) errors[customFieldKey(row.key)] = m.focusAreaTooLong;
  }
  if (values.notes.trim().length > MAX_NOTES_LENGTH) errors.notes = m.notesTooLong;
  return errors;
}

/** The request, with blank custom rows dropped; `customKeys[i]` is the row that became focusAreas[i]. */
export function toRequest(values: LogFormValues): { body: CreatePracticeSessionRequest; customKeys: number[] } {
  const kept = values.customRows.map((row) => ({ key: row.key, value: row.value.trim() })).filter((row) => row.value);
  return {
    body: {
      date: values.date,
      duration: Number(values.duration.trim()),
      focusAreaIds: values.focusAreaIds,
      focusAreas: kept.map((row) => row.value),
      notes: values.notes.trim() || null,
    },
    customKeys: kept.map((row) => row.key),
  };
}

/** The form field a server 400 names ('date', 'duration', 'focusAreas.2', 'focusAreaIds.0', 'notes'), if any. */
export function fieldOfServerError(field: string | undefined, customKeys: number[]): string | null {
  if (!field) return null;
  const [name, index] = field.split('.');
  if (name === 'date' || name === 'duration' || name === 'notes' || name === 'focusAreaIds') return name;
  if (name === 'focusAreas') {
    const rowKey = customKeys[Number(index)] ?? customKeys[0];
    return rowKey === undefined ? null : customFieldKey(rowKey);
  }
  return null;
}
