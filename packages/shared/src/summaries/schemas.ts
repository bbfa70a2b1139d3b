import { z } from 'zod';
import { materialItemSchema, materialTypeSchema } from '../collections/index.ts';
import {
  instantSchema,
  pageNumberSchema,
  pageSizeSchema,
  htmlText,
  optionalLine,
  optionalLines,
  requiredLine,
  singleLineText,
} from '../common/index.ts';
import { optionalMediaUrl } from '../library/index.ts';
import {
  FACULTY_BIO_MAX,
  FACULTY_NAME_MAX,
  FACULTY_TITLE_MAX,
  SESSION_TYPES,
  SUMMARIES_PAGE_SIZE,
  SUMMARY_ATTACHMENTS_MAX,
  SUMMARY_HOMEWORK_MAX,
  SUMMARY_MEMBERS_MAX,
  SUMMARY_SEARCH_MAX,
  SUMMARY_SHORT_DESCRIPTION_MAX,
} from './constants.ts';
import { messages } from './messages.ts';

const f = messages.faculty;
const m = messages.summaries;

// ── Faculty ─────────────────────────────────

export const facultySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Faculty = z.infer<typeof facultySchema>;

/** GET /api/admin/faculty: by last name, then first name. */
export const facultyListResponseSchema = z.object({ items: z.array(facultySchema) });
export type FacultyListResponse = z.infer<typeof facultyListResponseSchema>;

/** POST /api/admin/faculty and PUT /api/admin/faculty/:id. The avatar is a URL from the upload page (or any https URL). */
export const facultyInputSchema = z.object({
  firstName: requiredLine('First name', FACULTY_NAME_MAX, f.firstNameRequired, f.nameTooLong),
  lastName: requiredLine('Last name', FACULTY_NAME_MAX, f.lastNameRequired, f.nameTooLong),
  title: optionalLine('Title', FACULTY_TITLE_MAX, f.titleTooLong),
  bio: optionalLines('Bio', FACULTY_BIO_MAX, f.bioTooLong),
  avatarUrl: optionalMediaUrl,
});
export type FacultyInput = z.input<typeof facultyInputSchema>;

// ── Attachments ────────────────────────────────────────────────────────────

/**
 * POST /api/admin/session-attachments (multipart, one file in `file`): a PDF, image, audio or video file under
 * 10 MB, judged by its content, kept privately until a summary claims it (unclaimed ones go after 24 hours).
 */
export const pendingAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileType: z.string(),
  size: z.number().int(),
});
export type PendingAttachment = z.infer<typeof pendingAttachmentSchema>;

export const sessionAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  /** The MIME type judged from the content. */
  fileType: z.string(),
  size: z.number().int(),
  /** /api/session-summaries/{summaryId}/attachments/{id}: answers only the summary's members and superadmins. */
  url: z.string(),
});
export type SessionAttachment = z.infer<typeof sessionAttachmentSchema>;

// ── Summaries ──────────────────────────────────────────────────────────────

export const sessionTypeSchema = z.enum(SESSION_TYPES);

/**
 * GET /api/session-summaries?search=&facultyId=&type=&page=&pageSize=: the summaries the viewer is a member of
 * (superadmins: all), newest session first. Search matches the short description, the notes' text and the
 * faculty member's name.
 */
export const summariesQuerySchema = z.object({
  search: singleLineText('Search').max(SUMMARY_SEARCH_MAX, m.searchTooLong).default(''),
  facultyId: z.uuid(f.notFound).optional(),
  type: sessionTypeSchema.default('all'),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(SUMMARIES_PAGE_SIZE),
});
export type SummariesQuery = z.input<typeof summariesQuerySchema>;

export const summaryFacultySchema = facultySchema.pick({ id: true, firstName: true, lastName: true, title: true });

export const summaryListItemSchema = z.object({
  id: z.uuid(),
  sessionDate: z.iso.datetime(),
  shortDescription: z.string(),
  isGroupSession: z.boolean(),
  /** Null when the faculty member was deleted. */
  faculty: summaryFacultySchema.nullable(),
  attachmentCount: z.number().int(),
  homeworkCount: z.number().int(),
});
export type SummaryListItem = z.infer<typeof summaryListItemSchema>;

export const summariesResponseSchema = z.object({
  items: z.array(summaryListItemSchema),
  total: z.number().int(),
  /** The Faculty filter's choices: every faculty member of the summaries the viewer may see, by last name. */
  faculty: z.array(summaryFacultySchema),
});
export type SummariesResponse = z.infer<typeof summariesResponseSchema>;

export const homeworkItemSchema = z.object({
  materialType: materialTypeSchema,
  materialId: z.uuid(),
  /** Null when the item was deleted or unpublished since. */
  item: materialItemSchema.nullable(),
});
export type HomeworkItem = z.infer<typeof homeworkItemSchema>;

/** GET /api/session-summaries/:id (404 for anyone not a member, unless superadmin). */
export const summaryDetailSchema = z.object({
  id: z.uuid(),
  sessionDate: z.iso.datetime(),
  shortDescription: z.string(),
  /** Sanitised HTML, or null. */
  longDescription: z.string().nullable(),
  isGroupSession: z.boolean(),
  faculty: facultySchema.nullable(),
  attachments: z.array(sessionAttachmentSchema),
  homework: z.array(homeworkItemSchema),
  memberCount: z.number().int(),
  /** Superadmins only (null for learners): the members' display names, the primary member first. */
  members: z.array(z.object({ id: z.uuid(), displayName: z.string() })).nullable(),
  createdAt: z.iso.datetime(),
});
export type SummaryDetail = z.infer<typeof summaryDetailSchema>;

const uniqueBy = <T>(items: T[], key: (item: T) => string) => new Set(items.map(key)).size === items.length;

/**
 * POST /api/admin/session-summaries. `memberIds[0]` is the user the form was opened for (the primary member);
 * a private session has exactly one. Each member gets the homework as a Practice Materials collection named
 * after the lesson date.
 */
export const createSummaryRequestSchema = z
  .object({
    facultyId: z.uuid(m.facultyRequired),
    sessionDate: instantSchema('Session date', { invalid: m.sessionDateRequired }),
    shortDescription: requiredLine(
      'Short description',
      SUMMARY_SHORT_DESCRIPTION_MAX,
      m.shortDescriptionRequired,
      m.shortDescriptionTooLong,
    ),
    longDescription: z
      .union([htmlText('Notes'), z.null()])
      .optional()
      .transform((value) => value ?? null),
    isGroupSession: z.boolean().default(false),
    memberIds: z
      .array(z.uuid(m.memberNotFound), { error: m.noUserSelected })
      .min(1, m.noUserSelected)
      .max(SUMMARY_MEMBERS_MAX, m.tooManyMembers)
      .refine((ids) => uniqueBy(ids, (id) => id), m.duplicateItems),
    attachmentIds: z
      .array(z.uuid(m.attachmentNotFound))
      .max(SUMMARY_ATTACHMENTS_MAX, m.tooManyAttachments)
      .refine((ids) => uniqueBy(ids, (id) => id), m.duplicateItems)
      .default([]),
    homework: z
      .array(z.object({ materialType: materialTypeSchema, materialId: z.uuid(m.homeworkNotFound) }))
      .max(SUMMARY_HOMEWORK_MAX, m.tooManyHomework)
      .refine((items) => uniqueBy(items, (item) => `${item.materialType}:${item.materialId}`), m.duplicateItems)
      .default([]),
  })
  .refine((request) => request.isGroupSession || request.memberIds.length === 1, {
    path: ['memberIds'],
    message: m.privateSessionOneMember,
  });
export type CreateSummaryRequest = z.input<typeof createSummaryRequestSchema>;
