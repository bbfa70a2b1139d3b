import { z } from 'zod';
import { htmlText, multiLineText, requiredLine, requiredLines } from '../common/index.ts';
import { difficultySchema, mediaUrlSchema, optionalMediaUrl } from '../library/index.ts';
import {
  COURSE_DEFAULT_XP,
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_MAX,
  COURSE_TITLE_MAX,
  COURSE_XP_MAX,
  MODULE_DEFAULT_WEIGHT,
  MODULE_DESCRIPTION_MAX,
  MODULE_LOCK_DAYS_MAX,
  MODULE_NOTES_MAX,
  MODULE_ORDER_MAX,
  MODULE_STATUSES,
  MODULE_TITLE_MAX,
  MODULE_WEIGHT_MAX,
  MODULE_WEIGHT_MIN,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.courses;

export const moduleStatusSchema = z.enum(MODULE_STATUSES, { error: m.statusInvalid });

// ── Learner responses (issue 15) ───────────────────────────────────────────

export const enrollmentSchema = z.object({
  /** Weighted progress, 0–100, kept after each status change. */
  progress: z.number().int(),
  completed: z.boolean(),
  enrolledAt: z.iso.datetime(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

export const courseCardSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  heroImageUrl: z.string(),
  thumbnailUrl: z.string(),
  difficulty: difficultySchema,
  duration: z.string(),
  xpAwarded: z.number().int(),
  isAvailable: z.boolean(),
  moduleCount: z.number().int(),
  /** The viewer's enrolment, or null when not enrolled. */
  enrollment: enrollmentSchema.nullable(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

/** GET /api/courses: every course (oldest first), and the header's figures, in one request. */
export const coursesResponseSchema = z.object({
  items: z.array(courseCardSchema),
  summary: z.object({
    enrolledCount: z.number().int(),
    completedCount: z.number().int(),
    /** XP of the courses the viewer completed. */
    xpEarned: z.number().int(),
    /** XP of every available course. */
    xpAvailable: z.number().int(),
  }),
});
export type CoursesResponse = z.infer<typeof coursesResponseSchema>;

export const courseModuleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  weight: z.number().int(),
  lockedUntilDay: z.number().int().nullable(),
  /** Enrolled viewers: the local date (their zone) the module unlocks, when it has a lock; else null. */
  unlocksOn: z.iso.date().nullable(),
  /** True while the viewer's local today is before `unlocksOn` (never for a viewer who is not enrolled). */
  locked: z.boolean(),
  /** The viewer's status, or null when not enrolled or never opened (counts as untouched). */
  status: moduleStatusSchema.nullable(),
});
export type CourseModuleSummary = z.infer<typeof courseModuleSummarySchema>;

/**
 * GET /api/courses/:courseId. A course that is not available is 404 'Course not found' for learners who are not
 * enrolled in it (superadmins see it, to preview).
 */
export const courseDetailSchema = z.object({
  course: courseCardSchema,
  modules: z.array(courseModuleSummarySchema),
  /** Continue Learning: the first unlocked module whose status is in_progress or untouched; null if none. */
  continueModuleId: z.uuid().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const moduleProgressSchema = z.object({
  status: moduleStatusSchema,
  notes: z.string(),
  lastUpdated: z.iso.datetime(),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/**
 * GET /api/courses/:courseId/modules/:moduleId (enrolled viewers; others 403 'Enroll in this course…'). Opening an
 * unlocked module creates its progress record (untouched) if there is none. A locked module's content and video
 * are never sent: `content` and `videoUrl` are null and `locked` is true.
 */
export const modulePageSchema = z.object({
  course: z.object({ id: z.uuid(), title: z.string() }),
  module: z.object({
    id: z.uuid(),
    title: z.string(),
    description: z.string(),
    order: z.number().int(),
    weight: z.number().int(),
    thumbnailUrl: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    /** Sanitised HTML, or null while locked. */
    content: z.string().nullable(),
  }),
  locked: z.boolean(),
  unlocksOn: z.iso.date().nullable(),
  /** Null while locked (no record is made for a module that cannot be opened yet). */
  progress: moduleProgressSchema.nullable(),
  previousModuleId: z.uuid().nullable(),
  nextModuleId: z.uuid().nullable(),
  courseProgress: z.number().int(),
});
export type ModulePage = z.infer<typeof modulePageSchema>;

/** PUT /api/courses/:courseId/modules/:moduleId/progress: a status, or notes, or both. Locked: 403. */
export const updateModuleProgressRequestSchema = z
  .object({
    status: moduleStatusSchema.optional(),
    notes: multiLineText('Notes').max(MODULE_NOTES_MAX, m.notesTooLong).optional(),
  })
  .refine((body) => body.status !== undefined || body.notes !== undefined, {
    error: m.statusInvalid,
    path: ['status'],
  });
export type UpdateModuleProgressRequest = z.infer<typeof updateModuleProgressRequestSchema>;

export const updateModuleProgressResponseSchema = z.object({
  progress: moduleProgressSchema,
  enrollment: enrollmentSchema,
  /** XP granted by this change (the course's XP when it completed the course for the first time), else 0. */
  xpAwarded: z.number().int(),
});
export type UpdateModuleProgressResponse = z.infer<typeof updateModuleProgressResponseSchema>;

// ── Admin (superadmin) ─────────────────────────────────────────────────────

const requiredUrl = (required: string) => z.string({ error: required }).trim().min(1, required).pipe(mediaUrlSchema);

/** POST /api/admin/courses and PUT /api/admin/courses/:id (defaults of §9). */
export const courseInputSchema = z.object({
  title: requiredLine('Title', COURSE_TITLE_MAX, m.titleRequired, m.titleTooLong),
  description: requiredLines('Description', COURSE_DESCRIPTION_MAX, m.descriptionRequired, m.descriptionTooLong),
  heroImageUrl: requiredUrl(m.heroRequired),
  thumbnailUrl: requiredUrl(m.thumbnailRequired),
  difficulty: difficultySchema.default('beginner'),
  duration: requiredLine('Duration', COURSE_DURATION_MAX, m.durationRequired, m.durationTooLong),
  xpAwarded: z
    .number({ error: m.xpInvalid })
    .int(m.xpInvalid)
    .min(0, m.xpInvalid)
    .max(COURSE_XP_MAX, m.xpInvalid)
    .default(COURSE_DEFAULT_XP),
  isAvailable: z.boolean().default(false),
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const courseAvailabilityRequestSchema = z.object({ isAvailable: z.boolean() });

export const adminCourseSchema = courseCardSchema.omit({ enrollment: true }).extend({
  enrolledCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /api/admin/courses: newest first. */
export const adminCoursesResponseSchema = z.object({ items: z.array(adminCourseSchema) });
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponseSchema>;

/** A weight as typed: a number rounded and clamped to 1–10; absent means 1. */
const weightSchema = z
  .number({ error: m.weightInvalid })
  .refine(Number.isFinite, m.weightInvalid)
  .transform((value) => Math.min(MODULE_WEIGHT_MAX, Math.max(MODULE_WEIGHT_MIN, Math.round(value))))
  .default(MODULE_DEFAULT_WEIGHT);

/** POST /api/admin/courses/:id/modules and PUT …/modules/:moduleId. Orders are unique within a course (409). */
export const moduleInputSchema = z.object({
  title: requiredLine('Title', MODULE_TITLE_MAX, m.titleRequired, m.titleTooLong),
  description: requiredLines(
    'Description',
    MODULE_DESCRIPTION_MAX,
    m.moduleDescriptionRequired,
    m.moduleDescriptionTooLong,
  ),
  order: z
    .number({ error: m.orderInvalid })
    .int(m.orderInvalid)
    .min(0, m.orderInvalid)
    .max(MODULE_ORDER_MAX, m.orderInvalid),
  weight: weightSchema,
  lockedUntilDay: z
    .number({ error: m.lockDaysInvalid })
    .int(m.lockDaysInvalid)
    .min(0, m.lockDaysInvalid)
    .max(MODULE_LOCK_DAYS_MAX, m.lockDaysInvalid)
    .nullable()
    .default(null),
  /** Rich text from the library's editor; sanitised by the server on write. */
  content: htmlText('Content').default(''),
  videoUrl: optionalMediaUrl,
  thumbnailUrl: optionalMediaUrl,
  heroImageUrl: optionalMediaUrl,
});
export type ModuleInput = z.input<typeof moduleInputSchema>;

export const adminModuleSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  weight: z.number().int(),
  lockedUntilDay: z.number().int().nullable(),
  content: z.string(),
  videoUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminModuleSummarySchema = adminModuleSchema.omit({ content: true }).extend({
  /** The first MODULE_PREVIEW_CHARS characters of the content's text (tags stripped). */
  preview: z.string(),
});
export type AdminModuleSummary = z.infer<typeof adminModuleSummarySchema>;

/** GET /api/admin/courses/:id: the course form's data and its module list (by order). */
export const adminCourseDetailSchema = z.object({
  course: adminCourseSchema,
  modules: z.array(adminModuleSummarySchema),
  /** The order a new module gets by default: the highest + 1, or 0 when there is none. */
  nextModuleOrder: z.number().int(),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

/** POST /api/admin/courses/:id/modules/reorder: move one module onto another's place; orders become 0…n−1. */
export const reorderModulesRequestSchema = z.object({ moduleId: z.uuid(), targetModuleId: z.uuid() });
export const adminModuleListSchema = z.object({ items: z.array(adminModuleSummarySchema) });
export type AdminModuleList = z.infer<typeof adminModuleListSchema>;
