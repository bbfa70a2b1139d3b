/**
 * This feature's user-visible messages: `messages.faculty`, `messages.summaries` of the package's one `messages`
 * object (src/index.ts).
 */
export const messages = {
  faculty: {
    loadFailed: 'Failed to load faculty members',
    saveFailed: 'Failed to save faculty member',
    deleteFailed: 'Failed to delete faculty member',
    deleteConfirm:
      'Are you sure you want to delete this faculty member? Their session summaries are kept without a faculty member. This action cannot be undone.',
    empty: 'No faculty members yet. Click "Add Faculty Member" to get started.',
    notFound: 'Faculty member not found',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    nameTooLong: 'Name must be at most 80 characters',
    titleTooLong: 'Title must be at most 120 characters',
    bioTooLong: 'Bio must be at most 2000 characters',
    removedFaculty: 'Former faculty member',
  },
  summaries: {
    /** Spec part 3 §8. */
    loadFailed: 'Failed to load session summaries',
    errorTitle: 'Error Loading Data',
    backToDashboard: 'Back to Dashboard',
    noMatches: 'No summaries match your filters',
    noneYet: 'No session summaries yet. They appear here after your lessons.',
    noneSelected: 'No Summary Selected',
    noNotes: 'No detailed notes provided for this session.',
    created: 'Session Summary Created',
    createFailed: 'Failed to create session summary',
    deleteFailed: 'Failed to delete session summary',
    deleteConfirm:
      'Are you sure you want to delete this session summary? Its attachments are deleted too. Homework already added to practice materials stays. This action cannot be undone.',
    uploadFailed: 'Upload failed',
    uploadsPending: 'Wait until every file has finished uploading',
    facultyRequired: 'Please select a faculty member',
    shortDescriptionRequired: 'Please provide a short description',
    shortDescriptionTooLong: 'Short description must be at most 200 characters',
    sessionDateRequired: 'Please select a session date',
    noUserSelected: 'No user selected',
    privateSessionOneMember: 'A private session has exactly one learner; tick Group session to add more',
    tooManyMembers: 'A session can have at most 30 learners',
    memberNotFound: 'One of the selected learners does not exist',
    tooManyAttachments: 'A session can have at most 10 attachments',
    attachmentNotFound: 'One of the attachments was not found; upload it again',
    tooManyHomework: 'A session can have at most 20 homework items',
    homeworkNotFound: 'One of the homework items no longer exists',
    duplicateItems: 'The same item is listed twice',
    notFound: 'Session summary not found',
    searchTooLong: 'Search must be at most 100 characters',
    homeworkCollectionTitle: (dateLabel: string) => `Lesson ${dateLabel}`,
    homeworkCollectionDescription: (shortDescription: string) => `Homework: ${shortDescription}`,
  },
} as const;
