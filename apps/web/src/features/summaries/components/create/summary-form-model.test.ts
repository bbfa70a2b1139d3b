import { createSummaryRequestSchema, messages } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import {
  newSummaryValues,
  summaryFieldOf,
  summaryResolver,
  toCreateSummaryRequest,
  toLocalInputValue,
  toOffsetIso,
  type SummaryFormValues,
} from './summary-form-model';

const m = messages.summaries;
const learner = '11111111-1111-4111-8111-111111111111';
const other = '22222222-2222-4222-8222-222222222222';
const facultyId = '33333333-3333-4333-8333-333333333333';
const chordId = '44444444-4444-4444-8444-444444444444';

const filled: SummaryFormValues = {
  ...newSummaryValues(new Date(2026, 2, 10, 18, 5)),
  facultyId,
  shortDescription: ' Shuffle rhythm ',
  members: [{ id: other, displayName: 'Ben' }],
  homework: [{ materialType: 'chord', materialId: chordId, title: 'E7' }],
};

const resolve = (values: SummaryFormValues) =>
  summaryResolver(learner)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('summary form model', () => {
  it('starts now, in local time, as a private session', () => {
    const values = newSummaryValues(new Date(2026, 0, 2, 7, 4, 59));
    expect(values.sessionDate).toBe('2026-01-02T07:04');
    expect(values.isGroupSession).toBe(false);
  });

  it('sends the local date-time as ISO with the browser offset, the same instant', () => {
    const iso = toOffsetIso('2026-03-10T18:05');
    expect(iso).toMatch(/^2026-03-10T18:05:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 2, 10, 18, 5).getTime());
    expect(toLocalInputValue(new Date(iso))).toBe('2026-03-10T18:05');
    expect(toOffsetIso('')).toBe('');
    expect(toOffsetIso('not a date')).toBe('');
  });

  it('maps a private session to one member, the page user, and drops added learners', () => {
    const request = createSummaryRequestSchema.parse(toCreateSummaryRequest(filled, learner, [other]));
    expect(request.memberIds).toEqual([learner]);
    expect(request.shortDescription).toBe('Shuffle rhythm');
    expect(request.longDescription).toBeNull();
    expect(request.attachmentIds).toEqual([other]);
    expect(request.homework).toEqual([{ materialType: 'chord', materialId: chordId }]);
  });

  it('puts the page user first in a group session, then the added learners', () => {
    const request = toCreateSummaryRequest({ ...filled, isGroupSession: true, longDescription: '<p>Hi</p>' }, learner);
    expect(request.memberIds).toEqual([learner, other]);
    expect(request.longDescription).toBe('<p>Hi</p>');
    expect(request.attachmentIds).toEqual([]);
  });

  it('shows the spec messages under their fields', async () => {
    const result = await resolve({ ...filled, facultyId: '', shortDescription: '  ', sessionDate: '' });
    expect(result.errors.facultyId?.message).toBe(m.facultyRequired);
    expect(result.errors.shortDescription?.message).toBe(m.shortDescriptionRequired);
    expect(result.errors.sessionDate?.message).toBe(m.sessionDateRequired);
  });

  it('puts a member problem under the learners', async () => {
    const result = await resolve({ ...filled, isGroupSession: true, members: [{ id: learner, displayName: 'Ann' }] });
    expect(result.errors.members?.message).toBe(m.duplicateItems);
  });

  it('passes a complete form', async () => {
    const result = await resolve(filled);
    expect(result.errors).toEqual({});
  });

  it('places server fields in the form', () => {
    expect(summaryFieldOf('memberIds.1')).toBe('members');
    expect(summaryFieldOf('attachmentIds')).toBe('attachments');
    expect(summaryFieldOf('homework.0.materialId')).toBe('homework');
    expect(summaryFieldOf('facultyId')).toBe('facultyId');
    expect(summaryFieldOf('unknown')).toBeNull();
    expect(summaryFieldOf(undefined)).toBeNull();
  });
});
