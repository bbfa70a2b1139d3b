import {
  earliestPracticeDate,
  MAX_CUSTOM_FOCUS_AREA_LENGTH,
  MAX_PRACTICE_MINUTES,
  MAX_PRACTICE_NOTES_LENGTH,
  messages,
} from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import {
  fieldOfServerError,
  initialValues,
  logFormSchema,
  toRequest,
  type LogFormOutput,
  type LogFormValues,
  valuesOfSession,
} from './log-form-model';

const m = messages.practice;
const TODAY = '2026-03-20';
const schema = logFormSchema(TODAY);

const form = (patch: Partial<LogFormValues> = {}): LogFormValues => ({ ...initialValues(TODAY), ...patch });

/** The first message for each field, as the form shows it (custom rows by position). */
function errorsOf(values: LogFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the practice log form model', () => {
  it('starts today with the default minutes and one empty custom row', () => {
    expect(initialValues(TODAY)).toEqual({
      date: TODAY,
      duration: '30',
      focusAreaIds: [],
      customRows: [{ key: 0, value: '' }],
      notes: '',
    });
    expect(errorsOf(form())).toEqual({});
  });

  it.each([
    ['', m.durationRequired],
    ['   ', m.durationRequired],
    ['abc', m.durationRequired],
    ['1.5', m.durationWhole],
    ['0', m.durationMin],
    ['-3', m.durationMin],
    [String(MAX_PRACTICE_MINUTES + 1), m.durationMax],
  ])('refuses the duration %j with the shared message', (duration, message) => {
    expect(errorsOf(form({ duration }))).toEqual({ duration: message });
  });

  it('takes the shared limits: whole minutes from 1 to the maximum', () => {
    expect(errorsOf(form({ duration: '1' }))).toEqual({});
    expect(errorsOf(form({ duration: ` ${MAX_PRACTICE_MINUTES} ` }))).toEqual({});
  });

  it('keeps the date within the 14 days up to today', () => {
    expect(errorsOf(form({ date: '' }))).toEqual({ date: m.dateRequired });
    expect(errorsOf(form({ date: earliestPracticeDate(TODAY) }))).toEqual({});
    expect(errorsOf(form({ date: '2026-03-21' })).date).toBeTruthy();
    expect(errorsOf(form({ date: '2026-03-05' })).date).toBeTruthy();
  });

  it('refuses a custom focus area or notes over the shared lengths, counted after trimming', () => {
    const long = 'x'.repeat(MAX_CUSTOM_FOCUS_AREA_LENGTH + 1);
    const rows = [
      { key: 0, value: 'ok' },
      { key: 3, value: long },
    ];
    expect(errorsOf(form({ customRows: rows }))).toEqual({ 'customRows.1.value': m.focusAreaTooLong });
    expect(
      errorsOf(form({ customRows: [{ key: 0, value: `  ${'x'.repeat(MAX_CUSTOM_FOCUS_AREA_LENGTH)}  ` }] })),
    ).toEqual({});
    expect(errorsOf(form({ notes: 'x'.repeat(MAX_PRACTICE_NOTES_LENGTH + 1) }))).toEqual({ notes: m.notesTooLong });
  });

  it('turns the checked form into the request, dropping blank custom rows and remembering which row is which', () => {
    const values = schema.parse(
      form({
        duration: ' 45 ',
        focusAreaIds: [2, 5],
        customRows: [
          { key: 0, value: '  Travis picking ' },
          { key: 1, value: '   ' },
          { key: 4, value: 'Bends' },
        ],
        notes: '  slow then fast  ',
      }),
    ) satisfies LogFormOutput;
    expect(toRequest(values)).toEqual({
      body: {
        date: TODAY,
        duration: 45,
        focusAreaIds: [2, 5],
        focusAreas: ['Travis picking', 'Bends'],
        notes: 'slow then fast',
      },
      customKeys: [0, 4],
    });
    expect(toRequest(schema.parse(form({ notes: '   ' }))).body.notes).toBeNull();
  });

  it('points a server refusal at the field it names, custom areas at the row they came from', () => {
    const customKeys = [0, 4];
    expect(fieldOfServerError('duration', customKeys)).toEqual({ field: 'duration' });
    expect(fieldOfServerError('focusAreaIds.0', customKeys)).toEqual({ field: 'focusAreaIds' });
    expect(fieldOfServerError('focusAreas.1', customKeys)).toEqual({ field: 'customRows', rowKey: 4 });
    expect(fieldOfServerError('focusAreas', customKeys)).toEqual({ field: 'customRows', rowKey: 0 });
    expect(fieldOfServerError('focusAreas.0', [])).toBeNull();
    expect(fieldOfServerError('somethingElse', customKeys)).toBeNull();
    expect(fieldOfServerError(undefined, customKeys)).toBeNull();
  });
});

describe('valuesOfSession (issue 12: correcting a session)', () => {
  const session = {
    id: '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
    date: '2026-03-18',
    duration: 45,
    focusAreas: ['Travis picking', 'Hybrid picking'],
    focusAreaIds: [3, 5],
    notes: 'Slow',
    createdAt: '2026-03-18T10:00:00.000Z',
    updatedAt: '2026-03-18T10:00:00.000Z',
    scheduledRemoval: false,
  };

  it('fills the form with the session, and its request is the session again', () => {
    const values = valuesOfSession(session);
    expect(values).toEqual({
      date: '2026-03-18',
      duration: '45',
      focusAreaIds: [3, 5],
      customRows: [
        { key: 0, value: 'Travis picking' },
        { key: 1, value: 'Hybrid picking' },
      ],
      notes: 'Slow',
    });
    const parsed = schema.parse(values);
    expect(toRequest(parsed).body).toEqual({
      date: '2026-03-18',
      duration: 45,
      focusAreaIds: [3, 5],
      focusAreas: ['Travis picking', 'Hybrid picking'],
      notes: 'Slow',
    });
  });

  it('gives one empty custom row and empty notes when the session has none', () => {
    expect(valuesOfSession({ ...session, focusAreas: [], notes: null })).toMatchObject({
      customRows: [{ key: 0, value: '' }],
      notes: '',
    });
  });
});
