import { zodResolver } from '@hookform/resolvers/zod';
import { createSummaryRequestSchema, type CreateSummaryRequest, type MaterialType } from '@woodshed/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A learner added to a group session (the page's own user is not one: they are always first). */
export interface AddedMember {
  id: string;
  displayName: string;
}

/** A homework item as chosen in the picker; the title is for the list only. */
export interface HomeworkChoice {
  materialType: MaterialType;
  materialId: string;
  title: string;
}

/** The create form as typed; attachments live in the upload list beside it (upload-list.ts). */
export interface SummaryFormValues {
  facultyId: string;
  /** The datetime-local input's text, 'YYYY-MM-DDTHH:mm', in the browser's zone. */
  sessionDate: string;
  shortDescription: string;
  /** Editor HTML; '' when empty. */
  longDescription: string;
  isGroupSession: boolean;
  members: AddedMember[];
  homework: HomeworkChoice[];
  /** Always null: the name the upload list's problems go under, beside its file input. */
  attachments: null;
}
export type SummaryFormOutput = z.output<typeof createSummaryRequestSchema>;
export type SummaryFormField = keyof SummaryFormValues;

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local input's text for an instant, in the browser's zone: '2026-03-10T18:05'. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local input's text as ISO 8601 with the browser's offset at that moment ('2026-03-10T18:05:00-05:00'),
 * or '' when it is not a date and time (refused with 'Please select a session date').
 */
export function toOffsetIso(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return '';
  const date = new Date(local);
  if (Number.isNaN(date.getTime())) return '';
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${toLocalInputValue(date)}:${pad(date.getSeconds())}${zone}`;
}

/** A new summary: now (local), private, nothing else filled in. */
export function newSummaryValues(now: Date = new Date()): SummaryFormValues {
  return {
    facultyId: '',
    sessionDate: toLocalInputValue(now),
    shortDescription: '',
    longDescription: '',
    isGroupSession: false,
    members: [],
    homework: [],
    attachments: null,
  };
}

/**
 * What the inputs hold as the request: the page's user first, then (in a group session) the added learners;
 * empty notes are null.
 */
export function toCreateSummaryRequest(
  values: SummaryFormValues,
  primaryUserId: string,
  attachmentIds: string[] = [],
): CreateSummaryRequest {
  return {
    facultyId: values.facultyId,
    sessionDate: toOffsetIso(values.sessionDate),
    shortDescription: values.shortDescription,
    longDescription: values.longDescription ? values.longDescription : null,
    isGroupSession: values.isGroupSession,
    memberIds: [primaryUserId, ...(values.isGroupSession ? values.members.map((member) => member.id) : [])],
    attachmentIds,
    homework: values.homework.map(({ materialType, materialId }) => ({ materialType, materialId })),
  };
}

/** Where a request field lands in the form ('memberIds.2' → members); attachments are the upload list's. */
export function summaryFieldOf(path: string | undefined): SummaryFormField | 'attachments' | null {
  const top = path?.split('.')[0];
  if (top === 'memberIds') return 'members';
  if (top === 'attachmentIds') return 'attachments';
  const fields: readonly string[] = ['facultyId', 'sessionDate', 'shortDescription', 'longDescription', 'homework'];
  return top && fields.includes(top) ? (top as SummaryFormField) : null;
}

/** The first message anywhere in a field's errors (an array's own, or one of its items'). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/**
 * The shared request schema, read from what the inputs hold (the same rules and messages as the server), each
 * problem under the input it is about.
 */
export function summaryResolver(primaryUserId: string): Resolver<SummaryFormValues, unknown, SummaryFormOutput> {
  return async (values, context, options) => {
    const result = await zodResolver(createSummaryRequestSchema)(
      toCreateSummaryRequest(values, primaryUserId),
      context,
      options as never,
    );
    const requestErrors = result.errors as Record<string, unknown>;
    if (Object.keys(requestErrors).length === 0) {
      return result as Awaited<ReturnType<Resolver<SummaryFormValues, unknown, SummaryFormOutput>>>;
    }
    const errors: FieldErrors<SummaryFormValues> = {};
    for (const [path, error] of Object.entries(requestErrors)) {
      const field = summaryFieldOf(path);
      const message = firstMessage(error);
      if (field && field !== 'attachments' && message && !errors[field]) {
        (errors as Record<string, FieldError>)[field] = { type: 'validate', message };
      }
    }
    return { values: {}, errors };
  };
}
