import {
  CONTENT_TYPE_SEGMENTS,
  type ContentType,
  type TempoItemRef,
  type LeaderboardBoard,
  type MaterialType,
} from '@woodshed/shared';

/** What a link to a library item needs: jam tracks live at /library/jam-tracks/{id}, never jam_tracks. */
export interface LibraryItemRef {
  id: string;
  contentType: ContentType;
}

/** A collection's material: a library item or a chord. */
export interface MaterialRef {
  materialType: MaterialType;
  materialId: string;
}

const segment = (type: ContentType) => CONTENT_TYPE_SEGMENTS[type];

/**
 * The one table of in-app links (docs/architecture.md). app/router.tsx declares the same paths as
 * route patterns; every link, redirect and navigate() builds its path here instead of writing it out.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  updatePassword: '/update-password',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  practice: '/practice',
  practiceHistory: '/practice/history',
  goals: '/goals',
  routine: '/routine',
  practiceMaterials: '/practice-materials',
  achievements: '/achievements',
  levelGuide: '/level-guide',
  xpHistory: '/level-guide/xp-history',
  leaderboard: '/leaderboard',
  /** The leaderboard on one tab: /leaderboard?board=triadFinder. */
  leaderboardBoard: (board: LeaderboardBoard): string =>
    board === 'xp' ? '/leaderboard' : `/leaderboard?board=${encodeURIComponent(board)}`,
  games: '/games',
  intervalOrganizer: '/games/interval-organizer',
  /** Triad Finder's page (the spec's route keeps the original name). */
  triadFinder: '/games/triad-matcher',
  profile: '/profile',
  stats: '/stats',
  help: '/help',
  privateLessons: '/private-lessons',
  sessionSummaries: '/session-summaries',
  /** The summaries viewer with one summary open. */
  sessionSummary: (summaryId: string): string => `/session-summaries?summary=${encodeURIComponent(summaryId)}`,
  /** The one-click "turn reminders off" page of the reminder e-mail (token in the fragment). */
  remindersOff: '/reminders/off',

  /** The courses list, a course's page and one of its modules. */
  courses: '/courses',
  course: (courseId: string): string => `/courses/${encodeURIComponent(courseId)}`,
  courseModule: (courseId: string, moduleId: string): string =>
    `/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}`,

  /** The calendar with a day selected (its month shown), or today's. */
  calendar: '/calendar',
  calendarDay: (date: string): string => `/calendar?date=${encodeURIComponent(date)}`,
  calendarManage: '/calendar/manage',
  calendarCreate: '/calendar/create',
  calendarEdit: (eventId: string): string => `/calendar/edit/${encodeURIComponent(eventId)}`,

  library: '/library',
  /** A type's list (/library/articles, /library/jam-tracks), or every resource at /library. */
  libraryList: (type: ContentType | null): string => (type ? `/library/${segment(type)}` : '/library'),
  /** One item's page: /library/{segment}/{id}. */
  libraryItem: (item: LibraryItemRef): string => `/library/${segment(item.contentType)}/${encodeURIComponent(item.id)}`,
  chords: '/library/chords',
  /** The metronome, opened at the last tempo logged for an item when one is given. */
  metronome: (item?: TempoItemRef): string =>
    item
      ? `/library/metronome?itemType=${encodeURIComponent(item.itemType)}&itemId=${encodeURIComponent(item.itemId)}`
      : '/library/metronome',
  tuner: '/library/tuner',
  circleOfNotes: '/library/circle-of-notes',
  interactiveFretboard: '/library/interactive-fretboard',
  sineWavePlayground: '/library/sine-wave-playground',
  /** The one-minute chord-change trainer, with a pair (or only its first chord) chosen when given. */
  chordChanges: (pair?: { chordAId: string; chordBId?: string }): string =>
    pair
      ? `/library/chord-changes?a=${encodeURIComponent(pair.chordAId)}${
          pair.chordBId ? `&b=${encodeURIComponent(pair.chordBId)}` : ''
        }`
      : '/library/chord-changes',
  /** The chords page with one chord picked. */
  chord: (chordId: string): string => `/library/chords?chord=${encodeURIComponent(chordId)}`,
  /** Where a collection's material opens: its library page, or the chords page with the chord picked. */
  material: (ref: MaterialRef): string =>
    ref.materialType === 'chord'
      ? paths.chord(ref.materialId)
      : paths.libraryItem({ id: ref.materialId, contentType: ref.materialType }),

  admin: '/admin',
  adminLibrary: '/admin/library',
  adminUploads: '/admin/uploads',
  adminFiles: '/admin/files',
  adminAchievements: '/admin/achievements',
  /** The admin form of a type: a new item, or the item `id` to edit (/admin/library/{segment}/create?id={id}). */
  adminLibraryForm: (type: ContentType, id?: string): string =>
    `/admin/library/${segment(type)}/create${id === undefined ? '' : `?id=${encodeURIComponent(id)}`}`,
  /** The Admin Dashboard on its User Management tab. */
  adminUsers: '/admin?tab=users',
  adminUser: (userId: string): string => `/admin/users/${encodeURIComponent(userId)}`,
  adminCreateSessionSummary: (userId: string): string => `/admin/create-session-summary/${encodeURIComponent(userId)}`,
  adminFaculty: '/admin/faculty',
  adminSettings: '/admin/settings',
  /** The Admin Dashboard on its Courses tab. */
  adminCourses: '/admin?tab=courses',
  adminCourseCreate: '/admin/courses/create',
  adminCourseEdit: (courseId: string): string => `/admin/courses/${encodeURIComponent(courseId)}/edit`,
  adminCourseModules: (courseId: string): string => `/admin/courses/${encodeURIComponent(courseId)}/modules`,
  adminModuleCreate: (courseId: string): string => `/admin/courses/${encodeURIComponent(courseId)}/modules/create`,
  adminModuleEdit: (courseId: string, moduleId: string): string =>
    `/admin/courses/${encodeURIComponent(courseId)}/modules/${encodeURIComponent(moduleId)}/edit`,
} as const;
