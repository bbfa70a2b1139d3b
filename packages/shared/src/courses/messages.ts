import { formatCount, pluralNoun } from '../common/index.ts';

/** This feature's user-visible messages: `messages.courses` of the package's one `messages` object (src/index.ts). */
export const messages = {
  courses: {
    /** Spec part 3 §8. */
    loadFailed: 'Failed to load courses',
    courseLoadFailed: 'Failed to load course',
    courseDataLoadFailed: 'Failed to load course data',
    modulesLoadFailed: 'Failed to load course modules',
    moduleLoadFailed: 'Failed to load module',
    moduleDataLoadFailed: 'Failed to load module data',
    notFound: 'Course not found',
    moduleNotFound: 'Module not found',
    enrollFailed: 'Failed to enroll in course',
    progressFailed: 'Failed to update progress',
    notesFailed: 'Failed to save notes',
    noNotes: 'No notes added yet.',
    moduleLocked: 'Module Locked',
    availableOn: (date: string) => `This module will be available on ${date}`,
    unlocksOn: (date: string) => `Unlocks on ${date}`,
    comingSoon: 'Coming Soon',
    notAvailable: 'This course is not available yet.',
    notEnrolled: 'Enroll in this course to open its modules.',
    noCourses: 'No courses yet.',
    noModules: 'No modules added yet...',
    orderFailed: 'Failed to determine module order',
    saveModuleFailed: 'Failed to save module. Please try again.',
    createCourseFailed: 'Failed to create course. Please try again.',
    updateCourseFailed: 'Failed to update course. Please try again.',
    deleteCourseFailed: 'Failed to delete course',
    deleteModuleFailed: 'Failed to delete module',
    availabilityFailed: 'Failed to change the course availability',
    reorderModulesFailed: 'Failed to reorder modules',
    deleteCourseConfirm: (title: string, enrolled: number) =>
      enrolled === 0
        ? `Delete the course "${title}" and its modules? This cannot be undone.`
        : `Delete the course "${title}"? ${formatCount(enrolled, { one: 'learner', other: 'learners' })} ${pluralNoun(enrolled, { one: 'is', other: 'are' })} enrolled: their progress and notes go with its modules. XP already awarded stays. This cannot be undone.`,
    deleteModuleConfirm: (title: string) =>
      `Delete the module "${title}"? Learners' progress and notes on it go too. This cannot be undone.`,
    courseCompleted: (xp: number) => `Course completed! +${xp} XP`,
    /** The XP history's line for a course's completion award. */
    completedXpDescription: (title: string) => `Completed the course "${title}"`,
    titleRequired: 'Title is required',
    titleTooLong: 'Title must be at most 200 characters',
    descriptionRequired: 'Description is required',
    descriptionTooLong: 'Description must be at most 5000 characters',
    durationRequired: 'Duration is required',
    durationTooLong: 'Duration must be at most 60 characters',
    xpInvalid: 'XP awarded must be a whole number from 0 to 100000',
    thumbnailRequired: 'Thumbnail URL is required',
    heroRequired: 'Hero image URL is required',
    moduleDescriptionRequired: 'Short description is required',
    moduleDescriptionTooLong: 'Short description must be at most 2000 characters',
    orderInvalid: 'Order must be a whole number, 0 or more',
    weightInvalid: 'Weight must be a number',
    lockDaysInvalid: 'Lock until day must be a whole number, 0 or more (at most 1000)',
    statusInvalid: 'Status must be one of: untouched, in_progress, complete, on_hold',
    notesTooLong: 'Notes must be at most 10000 characters',
    orderTaken: 'Another module of this course already has that order.',
    tooManyModules: 'This course is full (200 modules). Delete one to make room.',
  },
} as const;
