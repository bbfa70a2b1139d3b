// Generated from the server's OpenAPI document by `npm run openapi:types` (scripts/openapi.mjs). Do not edit:
// `npm run lint:openapi` fails when it differs from what the document generates.

export interface paths {
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the signed-in user (null when signed out) */
    get: operations['getAuthSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/captcha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a CAPTCHA challenge for sign-up and sign-in */
    get: operations['getAuthCaptcha'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account and sign in */
    post: operations['postAuthRegister'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in */
    post: operations['postAuthLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out of this browser */
    post: operations['postAuthLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Request a password-reset e-mail */
    post: operations['postAuthReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-token/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check that a password-reset token is still valid */
    post: operations['postAuthResetTokenCheck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/update-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations['postAuthUpdatePassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/uploads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file (multipart upload)
     * @description multipart/form-data with a field `category` (image, document, audio, video) and one file in `file`, under 10 MB.
     */
    post: operations['postAdminUploads'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/files': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the uploaded files of a category */
    get: operations['getAdminFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/files/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete an uploaded file */
    delete: operations['deleteAdminFilesById'];
    options?: never;
    head?: never;
    /** Rename an uploaded file */
    patch: operations['patchAdminFilesById'];
    trace?: never;
  };
  '/api/admin/files/{id}/tags': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tag an uploaded file */
    post: operations['postAdminFilesByIdTags'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/files/{id}/tags/{tag}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a tag from an uploaded file */
    delete: operations['deleteAdminFilesByIdTagsByTag'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/files/{id}/usages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List where an uploaded file is used */
    get: operations['getAdminFilesByIdUsages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/files/{folder}/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a public file */
    get: operations['getFilesByFolderByKey'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/library': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search and list the library */
    get: operations['getLibrary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/library/{id}/exists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Check that a library item exists */
    get: operations['getLibraryByIdExists'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/library/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a library item with its details */
    get: operations['getLibraryById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/library': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create library content */
    post: operations['postAdminLibrary'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/library/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update library content */
    put: operations['putAdminLibraryById'];
    post?: never;
    /** Delete library content */
    delete: operations['deleteAdminLibraryById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/library/{id}/published': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Publish or unpublish library content */
    patch: operations['patchAdminLibraryByIdPublished'];
    trace?: never;
  };
  '/api/bookmarks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's bookmarks */
    get: operations['getBookmarks'];
    put?: never;
    /** Bookmark a library item (200 when already bookmarked) */
    post: operations['postBookmarks'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a bookmark to another's place */
    post: operations['postBookmarksReorder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a bookmark */
    delete: operations['deleteBookmarksById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get everything the viewer's dashboard shows */
    get: operations['getDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/chart': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's practice chart for a range */
    get: operations['getPracticeChart'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/focus-areas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the focus areas a practice session can be tagged with */
    get: operations['getFocusAreas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's recent practice sessions */
    get: operations['getPracticeSessions'];
    put?: never;
    /** Log a practice session */
    post: operations['postPracticeSessions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get one of the viewer's practice sessions */
    get: operations['getPracticeSessionsById'];
    /** Update one of the viewer's practice sessions */
    put: operations['putPracticeSessionsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/sessions/{id}/delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Schedule a practice session for removal (undoable until the day ends) */
    post: operations['postPracticeSessionsByIdDelete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/sessions/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Keep a practice session scheduled for removal */
    post: operations['postPracticeSessionsByIdRestore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/practice/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's practice history for a period */
    get: operations['getPracticeHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/goals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's goals */
    get: operations['getGoals'];
    put?: never;
    /** Create a goal */
    post: operations['postGoals'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/goals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get one of the viewer's goals */
    get: operations['getGoalsById'];
    /** Update one of the viewer's goals */
    put: operations['putGoalsById'];
    post?: never;
    /** Delete one of the viewer's goals */
    delete: operations['deleteGoalsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/milestones/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark a milestone completed or not */
    patch: operations['patchMilestonesById'];
    trace?: never;
  };
  '/api/chords': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the chords with the viewer's mastery ratings */
    get: operations['getChords'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chords/{id}/mastery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rate the viewer's mastery of a chord */
    put: operations['putChordsByIdMastery'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/chords/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a chord */
    put: operations['putAdminChordsById'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/chords/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace a chord's image (multipart upload)
     * @description multipart/form-data with one image (JPEG, PNG, GIF or WEBP, under 10 MB) in `file`.
     */
    post: operations['postAdminChordsByIdImage'];
    /** Remove a chord's image */
    delete: operations['deleteAdminChordsByIdImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's collections with their materials */
    get: operations['getCollections'];
    put?: never;
    /** Create a collection */
    post: operations['postCollections'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename or recolour a collection */
    put: operations['putCollectionsById'];
    post?: never;
    /** Delete a collection */
    delete: operations['deleteCollectionsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/materials': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a material to a collection */
    post: operations['postCollectionsByIdMaterials'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/materials/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a material to another's place in its collection */
    post: operations['postCollectionsByIdMaterialsReorder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/collections/{id}/materials/{materialId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove a material from a collection */
    delete: operations['deleteCollectionsByIdMaterialsByMaterialId'];
    options?: never;
    head?: never;
    /** Change a material's notes */
    patch: operations['patchCollectionsByIdMaterialsByMaterialId'];
    trace?: never;
  };
  '/api/profile': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's profile */
    get: operations['getProfile'];
    /** Update the viewer's profile */
    put: operations['putProfile'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's practice statistics */
    get: operations['getStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's routines (current and archived) */
    get: operations['getRoutines'];
    put?: never;
    /** Create a routine (it becomes the current one) */
    post: operations['postRoutines'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Rename a routine */
    put: operations['putRoutinesById'];
    post?: never;
    /** Delete a routine */
    delete: operations['deleteRoutinesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/archive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Archive a routine */
    post: operations['postRoutinesByIdArchive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make an archived routine the current one */
    post: operations['postRoutinesByIdRestore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/phases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a phase to the current routine */
    post: operations['postRoutinesByIdPhases'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/phases/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a phase to another's place */
    post: operations['postRoutinesByIdPhasesReorder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset all of today's phases of the current routine */
    post: operations['postRoutinesByIdReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/phases/{phaseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a phase of the current routine */
    delete: operations['deleteRoutinesByIdPhasesByPhaseId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/phases/{phaseId}/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Complete a phase for today */
    post: operations['postRoutinesByIdPhasesByPhaseIdComplete'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/routines/{id}/phases/{phaseId}/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reset a phase completed today */
    post: operations['postRoutinesByIdPhasesByPhaseIdReset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tempo-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's tempo history for an item */
    get: operations['getTempoLog'];
    put?: never;
    /** Log a tempo for an item (200 when today's entry is updated) */
    post: operations['postTempoLog'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tempo-log/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's best and latest tempo per item */
    get: operations['getTempoLogSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tempo-log/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a tempo-log entry */
    delete: operations['deleteTempoLogById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/chord-changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's chord-change results */
    get: operations['getChordChanges'];
    put?: never;
    /** Record a one-minute chord-change result */
    post: operations['postChordChanges'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/high-scores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's high scores */
    get: operations['getGamesHighScores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start a game run */
    post: operations['postGamesRuns'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/games/runs/{id}/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Finish a game run with its score */
    post: operations['postGamesRunsByIdFinish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaderboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a leaderboard for a period */
    get: operations['getLeaderboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the courses with the viewer's enrolments */
    get: operations['getCourses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/{courseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a course with the viewer's progress */
    get: operations['getCoursesByCourseId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/{courseId}/enroll': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enrol the viewer in a course (200 when already enrolled) */
    post: operations['postCoursesByCourseIdEnroll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/{courseId}/modules/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a module of a course the viewer is enrolled in */
    get: operations['getCoursesByCourseIdModulesByModuleId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/{courseId}/modules/{moduleId}/progress': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Save the viewer's progress and notes on a module */
    put: operations['putCoursesByCourseIdModulesByModuleIdProgress'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all courses (admin) */
    get: operations['getAdminCourses'];
    put?: never;
    /** Create a course */
    post: operations['postAdminCourses'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a course with its modules (admin) */
    get: operations['getAdminCoursesById'];
    /** Update a course */
    put: operations['putAdminCoursesById'];
    post?: never;
    /** Delete a course */
    delete: operations['deleteAdminCoursesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Make a course available or unavailable to learners */
    patch: operations['patchAdminCoursesByIdAvailability'];
    trace?: never;
  };
  '/api/admin/courses/{id}/modules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Add a module to a course */
    post: operations['postAdminCoursesByIdModules'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/modules/reorder': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Move a module to another's place */
    post: operations['postAdminCoursesByIdModulesReorder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/modules/{moduleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a module (admin) */
    get: operations['getAdminCoursesByIdModulesByModuleId'];
    /** Update a module */
    put: operations['putAdminCoursesByIdModulesByModuleId'];
    post?: never;
    /** Delete a module */
    delete: operations['deleteAdminCoursesByIdModulesByModuleId'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/achievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the achievements with the viewer's progress */
    get: operations['getAchievements'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's unseen notices (levels and achievements reached) */
    get: operations['getNotices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notices/seen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the viewer's notices up to a time as seen */
    post: operations['postNoticesSeen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/achievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List all achievements (admin) */
    get: operations['getAdminAchievements'];
    put?: never;
    /** Create an achievement */
    post: operations['postAdminAchievements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/achievements/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update an achievement */
    put: operations['putAdminAchievementsById'];
    post?: never;
    /** Delete an achievement */
    delete: operations['deleteAdminAchievementsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/xp/levels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the level guide with the viewer's level */
    get: operations['getXpLevels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/xp/awards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the viewer's XP awards */
    get: operations['getXpAwards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/occurrences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the event occurrences the viewer sees between two dates */
    get: operations['getCalendarOccurrences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the events the viewer created */
    get: operations['getCalendarEvents'];
    put?: never;
    /** Create an event */
    post: operations['postCalendarEvents'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/events/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get one of the viewer's own events */
    get: operations['getCalendarEventsById'];
    /** Update one of the viewer's own events */
    put: operations['putCalendarEventsById'];
    post?: never;
    /** Delete one of the viewer's own events */
    delete: operations['deleteCalendarEventsById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/events/{id}/ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download an event as iCalendar */
    get: operations['getCalendarEventsByIdIcs'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/feed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the viewer's calendar subscription link */
    get: operations['getCalendarFeed'];
    put?: never;
    /** Create a new calendar subscription link (the old one stops working) */
    post: operations['postCalendarFeed'];
    /** Revoke the viewer's calendar subscription link */
    delete: operations['deleteCalendarFeed'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/calendar/feeds/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a calendar feed as iCalendar (the secret token is the credential) */
    get: operations['getCalendarFeedsByToken'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/private-lessons': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the private-lessons page text */
    get: operations['getPrivateLessons'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download all of the viewer's data (JSON) */
    get: operations['getAccountExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/export/practice-sessions.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download the viewer's practice log (CSV) */
    get: operations['getAccountExportPracticeSessionsCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete the viewer's account (with their password) */
    delete: operations['deleteAccount'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminders/off': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn practice reminders off with the e-mail's signed token */
    post: operations['postRemindersOff'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reminders/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn practice reminders off in one click (RFC 8058) */
    post: operations['postRemindersUnsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search and list users */
    get: operations['getAdminUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/membership-levels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the membership levels */
    get: operations['getAdminMembershipLevels'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/membership': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change a user's membership level */
    patch: operations['patchAdminUsersByIdMembership'];
    trace?: never;
  };
  '/api/admin/users/{id}/superadmin': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Grant or revoke a user's superadmin role */
    patch: operations['patchAdminUsersByIdSuperadmin'];
    trace?: never;
  };
  '/api/admin/users/{id}/event-creator': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Grant or revoke a user's event-creator role */
    patch: operations['patchAdminUsersByIdEventCreator'];
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a user's details */
    get: operations['getAdminUsersById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/practice-sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a user's practice sessions */
    get: operations['getAdminUsersByIdPracticeSessions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/xp-awards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List a user's XP awards */
    get: operations['getAdminUsersByIdXpAwards'];
    put?: never;
    /** Award XP to a user */
    post: operations['postAdminUsersByIdXpAwards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}/achievements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Award an achievement to a user */
    post: operations['postAdminUsersByIdAchievements'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the site settings */
    get: operations['getAdminSettings'];
    /** Save the site settings */
    put: operations['putAdminSettings'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get the public site information (school name and links) */
    get: operations['getSite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faculty': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the faculty */
    get: operations['getAdminFaculty'];
    put?: never;
    /** Add a faculty member */
    post: operations['postAdminFaculty'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/faculty/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Update a faculty member */
    put: operations['putAdminFacultyById'];
    post?: never;
    /** Remove a faculty member */
    delete: operations['deleteAdminFacultyById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session-attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a file to attach to a session summary (multipart upload)
     * @description multipart/form-data with one file in `file`: a PDF, text, image, audio or video file under 10 MB, judged by its content.
     */
    post: operations['postAdminSessionAttachments'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a session summary */
    post: operations['postAdminSessionSummaries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/session-summaries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a session summary */
    delete: operations['deleteAdminSessionSummariesById'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session-summaries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List the session summaries the viewer may read */
    get: operations['getSessionSummaries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session-summaries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get a session summary */
    get: operations['getSessionSummariesById'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session-summaries/{id}/attachments/{attachmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Download a session summary's attachment */
    get: operations['getSessionSummariesByIdAttachmentsByAttachmentId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      error: {
        /** @enum {string} */
        code:
          | 'validation'
          | 'unauthorized'
          | 'forbidden'
          | 'not_found'
          | 'conflict'
          | 'payload_too_large'
          | 'method_not_allowed'
          | 'rate_limited'
          | 'captcha_required'
          | 'csrf'
          | 'internal'
          | 'unavailable';
        message: string;
        field?: string;
      };
    };
  };
  responses: {
    /** @description The request is invalid; `error.field` names the field when there is one. */
    BadRequest: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Not signed in (or the session ended), or a CAPTCHA is required first. */
    Unauthorized: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description A mutating request without `x-requested-with: woodshed` or with another site's Origin (code `csrf`), or an account without the route's access level (code `forbidden`). */
    Forbidden: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Nothing there for this user (another user’s rows are not found either). */
    NotFound: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request conflicts with the current state (code `conflict`). */
    Conflict: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request body is too large. */
    PayloadTooLarge: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The request body has a content type this route does not read. */
    UnsupportedMediaType: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description Too many attempts: wait the seconds in `Retry-After`. */
    TooManyRequests: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
    /** @description The database or the file storage cannot be reached, or the server is stopping (code `unavailable`); nothing was changed. Try again later: after the seconds in `Retry-After`, when it is given. */
    ServiceUnavailable: {
      headers: {
        /** @description Seconds to wait. */
        'Retry-After'?: number;
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Error'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getAuthSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: uuid */
              id: string;
              email: string;
              username: string | null;
              isSuperadmin: boolean;
              eventCreator: boolean;
              timezone: string;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAuthCaptcha: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      400: components['responses']['BadRequest'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthRegister: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          /** @enum {boolean} */
          agreeToTerms: true;
          /** @enum {boolean} */
          confirmAge: true;
          captcha: string;
          timezone?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: uuid */
              id: string;
              email: string;
              username: string | null;
              isSuperadmin: boolean;
              eventCreator: boolean;
              timezone: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
          password: string;
          captcha?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            user: {
              /** Format: uuid */
              id: string;
              email: string;
              username: string | null;
              isSuperadmin: boolean;
              eventCreator: boolean;
              timezone: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthReset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: email */
          email: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthResetTokenCheck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {boolean} */
            valid: true;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAuthUpdatePassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
          password: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminUploads: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** @enum {string} */
          category: 'image' | 'document' | 'audio' | 'video';
          /**
           * Format: binary
           * @description The file.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            category: 'image' | 'document' | 'audio' | 'video';
            name: string;
            mimeType: string;
            size: number;
            tags: string[];
            /** Format: date-time */
            createdAt: string;
            url: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminFiles: {
    parameters: {
      query?: {
        category?: 'all' | 'image' | 'document' | 'audio' | 'video';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              category: 'image' | 'document' | 'audio' | 'video';
              name: string;
              mimeType: string;
              size: number;
              tags: string[];
              /** Format: date-time */
              createdAt: string;
              url: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminFilesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminFilesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            category: 'image' | 'document' | 'audio' | 'video';
            name: string;
            mimeType: string;
            size: number;
            tags: string[];
            /** Format: date-time */
            createdAt: string;
            url: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminFilesByIdTags: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          tag: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            category: 'image' | 'document' | 'audio' | 'video';
            name: string;
            mimeType: string;
            size: number;
            tags: string[];
            /** Format: date-time */
            createdAt: string;
            url: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminFilesByIdTagsByTag: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        tag: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            category: 'image' | 'document' | 'audio' | 'video';
            name: string;
            mimeType: string;
            size: number;
            tags: string[];
            /** Format: date-time */
            createdAt: string;
            url: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminFilesByIdUsages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              title: string;
              /** @enum {string} */
              kind:
                | 'article'
                | 'video'
                | 'exercise'
                | 'jam_track'
                | 'repertoire'
                | 'chord'
                | 'course'
                | 'module'
                | 'summary'
                | 'faculty'
                | 'achievement'
                | 'setting';
              /** @enum {string} */
              field:
                | 'thumbnail'
                | 'hero'
                | 'icon'
                | 'body'
                | 'video'
                | 'sheetMusic'
                | 'tab'
                | 'backingTrack'
                | 'picture'
                | 'attachment'
                | 'avatar'
                | 'text';
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getFilesByFolderByKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        folder: string;
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, in its own content type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The file's bytes, in its own content type. */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description Not modified since the ETag sent in If-None-Match. */
      304: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      /** @description The requested Range is outside the file. */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLibrary: {
    parameters: {
      query?: {
        type?: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
        difficulty?: 'beginner' | 'intermediate' | 'advanced';
        category?: string;
        q?: string;
        includeUnpublished?: 'true' | 'false';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              title: string;
              description: string;
              thumbnailUrl: string | null;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              category: string;
              published: boolean;
              /** Format: date-time */
              createdAt: string;
              bookmarkId: string | null;
            }[];
            total: number;
            categories: string[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLibraryByIdExists: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLibraryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  readTime: string;
                  content: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'video';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  instructor: string | null;
                  duration: string | null;
                  videoUrl: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'exercise';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  duration: string | null;
                  focusAreas: string[];
                  instructions: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  composer: string | null;
                  sheetMusicUrl: string | null;
                  tabUrl: string | null;
                  backingTrackUrl: string | null;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'jam_track';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  duration: string | null;
                  chordProgression: string[];
                  backingTrackUrl: string | null;
                };
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminLibrary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl: string;
              published?: boolean;
              /** @enum {string} */
              contentType: 'article';
              details: {
                readTime: string;
                content: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'video';
              details: {
                instructor?: string | null;
                duration?: string | null;
                videoUrl: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'exercise';
              details: {
                duration?: string | null;
                /** @default [] */
                focusAreas?: string[];
                instructions: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'repertoire';
              details: {
                genre?: string | null;
                key?: string | null;
                tempo?: '' | number | null;
                composer?: string | null;
                sheetMusicUrl?: '' | string | null;
                tabUrl?: '' | string | null;
                backingTrackUrl?: '' | string | null;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'jam_track';
              details: {
                genre?: string | null;
                key?: string | null;
                tempo?: '' | number | null;
                duration?: string | null;
                /** @default [] */
                chordProgression?: string[];
                backingTrackUrl?: '' | string | null;
              };
            };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  readTime: string;
                  content: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'video';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  instructor: string | null;
                  duration: string | null;
                  videoUrl: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'exercise';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  duration: string | null;
                  focusAreas: string[];
                  instructions: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  composer: string | null;
                  sheetMusicUrl: string | null;
                  tabUrl: string | null;
                  backingTrackUrl: string | null;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'jam_track';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  duration: string | null;
                  chordProgression: string[];
                  backingTrackUrl: string | null;
                };
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminLibraryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json':
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl: string;
              published?: boolean;
              /** @enum {string} */
              contentType: 'article';
              details: {
                readTime: string;
                content: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'video';
              details: {
                instructor?: string | null;
                duration?: string | null;
                videoUrl: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'exercise';
              details: {
                duration?: string | null;
                /** @default [] */
                focusAreas?: string[];
                instructions: string;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'repertoire';
              details: {
                genre?: string | null;
                key?: string | null;
                tempo?: '' | number | null;
                composer?: string | null;
                sheetMusicUrl?: '' | string | null;
                tabUrl?: '' | string | null;
                backingTrackUrl?: '' | string | null;
              };
            }
          | {
              title: string;
              description: string;
              category: string;
              /**
               * @default beginner
               * @enum {string}
               */
              difficulty?: 'beginner' | 'intermediate' | 'advanced';
              thumbnailUrl?: '' | string | null;
              published?: boolean;
              /** @enum {string} */
              contentType: 'jam_track';
              details: {
                genre?: string | null;
                key?: string | null;
                tempo?: '' | number | null;
                duration?: string | null;
                /** @default [] */
                chordProgression?: string[];
                backingTrackUrl?: '' | string | null;
              };
            };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json':
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  readTime: string;
                  content: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'video';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  instructor: string | null;
                  duration: string | null;
                  videoUrl: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'exercise';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  duration: string | null;
                  focusAreas: string[];
                  instructions: string;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  composer: string | null;
                  sheetMusicUrl: string | null;
                  tabUrl: string | null;
                  backingTrackUrl: string | null;
                };
              }
            | {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'jam_track';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
                details: {
                  genre: string | null;
                  key: string | null;
                  tempo: number | null;
                  duration: string | null;
                  chordProgression: string[];
                  backingTrackUrl: string | null;
                };
              };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminLibraryById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminLibraryByIdPublished: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          published: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            title: string;
            description: string;
            thumbnailUrl: string | null;
            /** @enum {string} */
            difficulty: 'beginner' | 'intermediate' | 'advanced';
            category: string;
            published: boolean;
            /** Format: date-time */
            createdAt: string;
            bookmarkId: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getBookmarks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              contentId: string;
              /** @enum {string} */
              contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              order: number;
              item: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postBookmarks: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          contentId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            contentId: string;
            /** @enum {string} */
            contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            order: number;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            contentId: string;
            /** @enum {string} */
            contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            order: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postBookmarksReorder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          bookmarkId: string;
          /** Format: uuid */
          targetBookmarkId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              contentId: string;
              /** @enum {string} */
              contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              order: number;
              item: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
              };
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteBookmarksById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getDashboard: {
    parameters: {
      query?: {
        range?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            timezone: string;
            level: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
            today: {
              /** Format: date */
              date: string;
              minutes: number;
              resetsInMinutes: number;
            };
            streakDays: number;
            week: {
              minutes: number;
              goalHours: number;
              percent: number;
              complete: boolean;
            };
            bookmarks: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              contentId: string;
              /** @enum {string} */
              contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              order: number;
              item: {
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                title: string;
                description: string;
                thumbnailUrl: string | null;
                /** @enum {string} */
                difficulty: 'beginner' | 'intermediate' | 'advanced';
                category: string;
                published: boolean;
                /** Format: date-time */
                createdAt: string;
                bookmarkId: string | null;
              };
            }[];
            activeGoals: {
              /** Format: uuid */
              id: string;
              title: string;
              /** Format: date */
              targetDate: string;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'completed';
              progress: number;
              priority: number;
            }[];
            latestSessionSummaryDate: string | null;
            hasPracticed: boolean;
            notice: {
              text: string;
              bugReportEmail: string;
            };
            chart: {
              range: number;
              days: {
                /** Format: date */
                date: string;
                minutes: number;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPracticeChart: {
    parameters: {
      query?: {
        range?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            range: number;
            days: {
              /** Format: date */
              date: string;
              minutes: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getFocusAreas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              name: string;
              description: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPracticeSessions: {
    parameters: {
      query?: {
        status?: 'active' | 'pending';
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              duration: number;
              focusAreas: string[];
              focusAreaIds: number[];
              notes: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              scheduledRemoval: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postPracticeSessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          date: string;
          /** @default 30 */
          duration?: number;
          /** @default [] */
          focusAreaIds?: number[];
          /** @default [] */
          focusAreas?: string[];
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            session: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              duration: number;
              focusAreas: string[];
              focusAreaIds: number[];
              notes: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              scheduledRemoval: boolean;
            };
            xpAwarded: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPracticeSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            duration: number;
            focusAreas: string[];
            focusAreaIds: number[];
            notes: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            scheduledRemoval: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putPracticeSessionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          date: string;
          /** @default 30 */
          duration?: number;
          /** @default [] */
          focusAreaIds?: number[];
          /** @default [] */
          focusAreas?: string[];
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            duration: number;
            focusAreas: string[];
            focusAreaIds: number[];
            notes: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            scheduledRemoval: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postPracticeSessionsByIdDelete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            duration: number;
            focusAreas: string[];
            focusAreaIds: number[];
            notes: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            scheduledRemoval: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postPracticeSessionsByIdRestore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date */
            date: string;
            duration: number;
            focusAreas: string[];
            focusAreaIds: number[];
            notes: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            scheduledRemoval: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPracticeHistory: {
    parameters: {
      query?: {
        status?: 'active' | 'deleted';
        focusAreaId?: number;
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              duration: number;
              focusAreas: string[];
              focusAreaIds: number[];
              notes: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              scheduledRemoval: boolean;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getGoals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string | null;
              specific: string | null;
              measurable: string | null;
              achievable: string | null;
              relevant: string | null;
              /** Format: date */
              targetDate: string;
              /** @enum {string} */
              status: 'not_started' | 'in_progress' | 'completed';
              progress: number;
              priority: number;
              effortEstimate:
                | (
                    | 'LEVEL_1'
                    | 'LEVEL_2'
                    | 'LEVEL_3'
                    | 'LEVEL_4'
                    | 'LEVEL_5'
                    | 'LEVEL_6'
                    | 'LEVEL_7'
                    | 'LEVEL_8'
                    | 'LEVEL_9'
                    | 'LEVEL_10'
                  )
                | null;
              tempoTarget: {
                /** @enum {string} */
                itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
                /** Format: uuid */
                itemId: string;
                targetBpm: number;
                itemTitle: string | null;
                bestBpm: number | null;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              milestones: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                goalId: string;
                description: string;
                targetDate: string | null;
                isCompleted: boolean;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postGoals: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /**
           * Format: date
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          targetDate: string;
          description?: string | null;
          specific?: string | null;
          measurable?: string | null;
          achievable?: string | null;
          relevant?: string | null;
          /**
           * @default not_started
           * @enum {string}
           */
          status?: 'not_started' | 'in_progress' | 'completed';
          /** @default 0 */
          progress?: number;
          /** @default 0.5 */
          priority?: number;
          /** @default LEVEL_1 */
          effortEstimate?:
            | (
                | 'LEVEL_1'
                | 'LEVEL_2'
                | 'LEVEL_3'
                | 'LEVEL_4'
                | 'LEVEL_5'
                | 'LEVEL_6'
                | 'LEVEL_7'
                | 'LEVEL_8'
                | 'LEVEL_9'
                | 'LEVEL_10'
              )
            | null;
          tempoTarget?: {
            /** @enum {string} */
            itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
            /** Format: uuid */
            itemId: string;
            targetBpm: number;
          } | null;
          milestones?: {
            /** Format: uuid */
            id?: string;
            description: string;
            targetDate?: '' | string | null;
            /** @default false */
            isCompleted?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            specific: string | null;
            measurable: string | null;
            achievable: string | null;
            relevant: string | null;
            /** Format: date */
            targetDate: string;
            /** @enum {string} */
            status: 'not_started' | 'in_progress' | 'completed';
            progress: number;
            priority: number;
            effortEstimate:
              | (
                  | 'LEVEL_1'
                  | 'LEVEL_2'
                  | 'LEVEL_3'
                  | 'LEVEL_4'
                  | 'LEVEL_5'
                  | 'LEVEL_6'
                  | 'LEVEL_7'
                  | 'LEVEL_8'
                  | 'LEVEL_9'
                  | 'LEVEL_10'
                )
              | null;
            tempoTarget: {
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              targetBpm: number;
              itemTitle: string | null;
              bestBpm: number | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            milestones: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              goalId: string;
              description: string;
              targetDate: string | null;
              isCompleted: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getGoalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            specific: string | null;
            measurable: string | null;
            achievable: string | null;
            relevant: string | null;
            /** Format: date */
            targetDate: string;
            /** @enum {string} */
            status: 'not_started' | 'in_progress' | 'completed';
            progress: number;
            priority: number;
            effortEstimate:
              | (
                  | 'LEVEL_1'
                  | 'LEVEL_2'
                  | 'LEVEL_3'
                  | 'LEVEL_4'
                  | 'LEVEL_5'
                  | 'LEVEL_6'
                  | 'LEVEL_7'
                  | 'LEVEL_8'
                  | 'LEVEL_9'
                  | 'LEVEL_10'
                )
              | null;
            tempoTarget: {
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              targetBpm: number;
              itemTitle: string | null;
              bestBpm: number | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            milestones: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              goalId: string;
              description: string;
              targetDate: string | null;
              isCompleted: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putGoalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          /**
           * Format: date
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          targetDate: string;
          description?: string | null;
          specific?: string | null;
          measurable?: string | null;
          achievable?: string | null;
          relevant?: string | null;
          /**
           * @default not_started
           * @enum {string}
           */
          status?: 'not_started' | 'in_progress' | 'completed';
          /** @default 0 */
          progress?: number;
          /** @default 0.5 */
          priority?: number;
          /** @default LEVEL_1 */
          effortEstimate?:
            | (
                | 'LEVEL_1'
                | 'LEVEL_2'
                | 'LEVEL_3'
                | 'LEVEL_4'
                | 'LEVEL_5'
                | 'LEVEL_6'
                | 'LEVEL_7'
                | 'LEVEL_8'
                | 'LEVEL_9'
                | 'LEVEL_10'
              )
            | null;
          tempoTarget?: {
            /** @enum {string} */
            itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
            /** Format: uuid */
            itemId: string;
            targetBpm: number;
          } | null;
          milestones?: {
            /** Format: uuid */
            id?: string;
            description: string;
            targetDate?: '' | string | null;
            /** @default false */
            isCompleted?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            specific: string | null;
            measurable: string | null;
            achievable: string | null;
            relevant: string | null;
            /** Format: date */
            targetDate: string;
            /** @enum {string} */
            status: 'not_started' | 'in_progress' | 'completed';
            progress: number;
            priority: number;
            effortEstimate:
              | (
                  | 'LEVEL_1'
                  | 'LEVEL_2'
                  | 'LEVEL_3'
                  | 'LEVEL_4'
                  | 'LEVEL_5'
                  | 'LEVEL_6'
                  | 'LEVEL_7'
                  | 'LEVEL_8'
                  | 'LEVEL_9'
                  | 'LEVEL_10'
                )
              | null;
            tempoTarget: {
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              targetBpm: number;
              itemTitle: string | null;
              bestBpm: number | null;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            milestones: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              goalId: string;
              description: string;
              targetDate: string | null;
              isCompleted: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteGoalsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchMilestonesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isCompleted: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            goalId: string;
            description: string;
            targetDate: string | null;
            isCompleted: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getChords: {
    parameters: {
      query?: {
        triadType?: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              name: string;
              /** @enum {string} */
              triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
              notes: string[];
              intervals: string[];
              fingering: {
                frets: (number | null)[];
                fingers: (number | null)[];
              } | null;
              imageUrl: string | null;
              masteryRating: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putChordsByIdMastery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          masteryRating: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            chordId: string;
            masteryRating: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminChordsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
          notes: string[];
          intervals: string[];
          fingering: {
            frets: (number | null)[];
            fingers: (number | null)[];
          } | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
            notes: string[];
            intervals: string[];
            fingering: {
              frets: (number | null)[];
              fingers: (number | null)[];
            } | null;
            imageUrl: string | null;
            masteryRating: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminChordsByIdImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
            notes: string[];
            intervals: string[];
            fingering: {
              frets: (number | null)[];
              fingers: (number | null)[];
            } | null;
            imageUrl: string | null;
            masteryRating: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminChordsByIdImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            name: string;
            /** @enum {string} */
            triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
            notes: string[];
            intervals: string[];
            fingering: {
              frets: (number | null)[];
              fingers: (number | null)[];
            } | null;
            imageUrl: string | null;
            masteryRating: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCollections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string | null;
              /** @enum {string} */
              icon: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
              /** @enum {string} */
              color: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
              /** Format: date-time */
              createdAt: string;
              materials: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                collectionId: string;
                /** @enum {string} */
                materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                /** Format: uuid */
                materialId: string;
                notes: string | null;
                order: number;
                item:
                  | (
                      | {
                          /** @enum {string} */
                          kind: 'library';
                          /** @enum {string} */
                          contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                          title: string;
                          description: string;
                          /** @enum {string} */
                          difficulty: 'beginner' | 'intermediate' | 'advanced';
                          thumbnailUrl: string | null;
                        }
                      | {
                          /** @enum {string} */
                          kind: 'chord';
                          name: string;
                          /** @enum {string} */
                          triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                          notes: string[];
                          intervals: string[];
                          fingering: {
                            frets: (number | null)[];
                            fingers: (number | null)[];
                          } | null;
                          imageUrl: string | null;
                        }
                    )
                  | null;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCollections: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description?: string | null;
          /**
           * @default Folder
           * @enum {string}
           */
          icon?: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
          /** @enum {string} */
          color?: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
          material?: {
            /** @enum {string} */
            materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            /** Format: uuid */
            materialId: string;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            icon: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
            /** @enum {string} */
            color: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
            /** Format: date-time */
            createdAt: string;
            materials: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              collectionId: string;
              /** @enum {string} */
              materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              /** Format: uuid */
              materialId: string;
              notes: string | null;
              order: number;
              item:
                | (
                    | {
                        /** @enum {string} */
                        kind: 'library';
                        /** @enum {string} */
                        contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                        title: string;
                        description: string;
                        /** @enum {string} */
                        difficulty: 'beginner' | 'intermediate' | 'advanced';
                        thumbnailUrl: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'chord';
                        name: string;
                        /** @enum {string} */
                        triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                        notes: string[];
                        intervals: string[];
                        fingering: {
                          frets: (number | null)[];
                          fingers: (number | null)[];
                        } | null;
                        imageUrl: string | null;
                      }
                  )
                | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putCollectionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description?: string | null;
          /** @enum {string} */
          icon: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
          /** @enum {string} */
          color: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            icon: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
            /** @enum {string} */
            color: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
            /** Format: date-time */
            createdAt: string;
            materials: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              collectionId: string;
              /** @enum {string} */
              materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              /** Format: uuid */
              materialId: string;
              notes: string | null;
              order: number;
              item:
                | (
                    | {
                        /** @enum {string} */
                        kind: 'library';
                        /** @enum {string} */
                        contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                        title: string;
                        description: string;
                        /** @enum {string} */
                        difficulty: 'beginner' | 'intermediate' | 'advanced';
                        thumbnailUrl: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'chord';
                        name: string;
                        /** @enum {string} */
                        triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                        notes: string[];
                        intervals: string[];
                        fingering: {
                          frets: (number | null)[];
                          fingers: (number | null)[];
                        } | null;
                        imageUrl: string | null;
                      }
                  )
                | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCollectionsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCollectionsByIdMaterials: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
          /** Format: uuid */
          materialId: string;
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            collectionId: string;
            /** @enum {string} */
            materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            /** Format: uuid */
            materialId: string;
            notes: string | null;
            order: number;
            item:
              | (
                  | {
                      /** @enum {string} */
                      kind: 'library';
                      /** @enum {string} */
                      contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                      title: string;
                      description: string;
                      /** @enum {string} */
                      difficulty: 'beginner' | 'intermediate' | 'advanced';
                      thumbnailUrl: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: 'chord';
                      name: string;
                      /** @enum {string} */
                      triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                      notes: string[];
                      intervals: string[];
                      fingering: {
                        frets: (number | null)[];
                        fingers: (number | null)[];
                      } | null;
                      imageUrl: string | null;
                    }
                )
              | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCollectionsByIdMaterialsReorder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          materialId: string;
          /** Format: uuid */
          targetMaterialId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            icon: 'Guitar' | 'Music' | 'Clock' | 'Lightbulb' | 'Folder';
            /** @enum {string} */
            color: '#4F46E5' | '#0891B2' | '#059669' | '#D97706' | '#DC2626' | '#DB2777' | '#7C3AED';
            /** Format: date-time */
            createdAt: string;
            materials: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              collectionId: string;
              /** @enum {string} */
              materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              /** Format: uuid */
              materialId: string;
              notes: string | null;
              order: number;
              item:
                | (
                    | {
                        /** @enum {string} */
                        kind: 'library';
                        /** @enum {string} */
                        contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                        title: string;
                        description: string;
                        /** @enum {string} */
                        difficulty: 'beginner' | 'intermediate' | 'advanced';
                        thumbnailUrl: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'chord';
                        name: string;
                        /** @enum {string} */
                        triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                        notes: string[];
                        intervals: string[];
                        fingering: {
                          frets: (number | null)[];
                          fingers: (number | null)[];
                        } | null;
                        imageUrl: string | null;
                      }
                  )
                | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCollectionsByIdMaterialsByMaterialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        materialId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchCollectionsByIdMaterialsByMaterialId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        materialId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          notes?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            collectionId: string;
            /** @enum {string} */
            materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            /** Format: uuid */
            materialId: string;
            notes: string | null;
            order: number;
            item:
              | (
                  | {
                      /** @enum {string} */
                      kind: 'library';
                      /** @enum {string} */
                      contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                      title: string;
                      description: string;
                      /** @enum {string} */
                      difficulty: 'beginner' | 'intermediate' | 'advanced';
                      thumbnailUrl: string | null;
                    }
                  | {
                      /** @enum {string} */
                      kind: 'chord';
                      name: string;
                      /** @enum {string} */
                      triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                      notes: string[];
                      intervals: string[];
                      fingering: {
                        frets: (number | null)[];
                        fingers: (number | null)[];
                      } | null;
                      imageUrl: string | null;
                    }
                )
              | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string | null;
            bio: string | null;
            gear: string[];
            genres: string[];
            influences: string[];
            timezone: string;
            weeklyGoalHours: number;
            membershipLevel: string;
            dailyPracticeReminder: boolean;
            practiceReminderTime: string;
            leaderboardNickname: string | null;
            level: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putProfile: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          username: string;
          bio: string;
          gear: string[];
          genres: string[];
          influences: string[];
          timezone: string;
          weeklyGoalHours: number;
          dailyPracticeReminder: boolean;
          practiceReminderTime: string;
          leaderboardNickname: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            username: string | null;
            bio: string | null;
            gear: string[];
            genres: string[];
            influences: string[];
            timezone: string;
            weeklyGoalHours: number;
            membershipLevel: string;
            dailyPracticeReminder: boolean;
            practiceReminderTime: string;
            leaderboardNickname: string | null;
            level: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date */
            today: string;
            totalMinutes: number;
            sessionCount: number;
            firstPracticeDate: string | null;
            averageDailyMinutes: number;
            longestDay: {
              /** Format: date */
              date: string;
              minutes: number;
            } | null;
            chordMastery: {
              totalChords: number;
              byRating: {
                rating: number;
                count: number;
              }[];
            };
            heatmap: {
              /** Format: date */
              date: string;
              minutes: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getRoutines: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            current: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              isCurrent: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              phases: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                routineId: string;
                /** @enum {string} */
                phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
                duration: number;
                description: string | null;
                order: number;
                completedOn: string | null;
                completedToday: boolean;
              }[];
            } | null;
            archived: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              isCurrent: boolean;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
            /** Format: date */
            today: string;
            timeZone: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutines: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            isCurrent: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            phases: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              routineId: string;
              /** @enum {string} */
              phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
              duration: number;
              description: string | null;
              order: number;
              completedOn: string | null;
              completedToday: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putRoutinesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            isCurrent: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteRoutinesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdArchive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            isCurrent: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdRestore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            isCurrent: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            phases: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              routineId: string;
              /** @enum {string} */
              phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
              duration: number;
              description: string | null;
              order: number;
              completedOn: string | null;
              completedToday: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdPhases: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
          duration?: unknown;
          description?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            routineId: string;
            /** @enum {string} */
            phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
            duration: number;
            description: string | null;
            order: number;
            completedOn: string | null;
            completedToday: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdPhasesReorder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          phaseId: string;
          /** Format: uuid */
          targetPhaseId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phases: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              routineId: string;
              /** @enum {string} */
              phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
              duration: number;
              description: string | null;
              order: number;
              completedOn: string | null;
              completedToday: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdReset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phases: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              routineId: string;
              /** @enum {string} */
              phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
              duration: number;
              description: string | null;
              order: number;
              completedOn: string | null;
              completedToday: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteRoutinesByIdPhasesByPhaseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        phaseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdPhasesByPhaseIdComplete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        phaseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          message?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            phase: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              routineId: string;
              /** @enum {string} */
              phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
              duration: number;
              description: string | null;
              order: number;
              completedOn: string | null;
              completedToday: boolean;
            };
            /** Format: uuid */
            sessionId: string;
            xpAwarded: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRoutinesByIdPhasesByPhaseIdReset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        phaseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            routineId: string;
            /** @enum {string} */
            phaseType: 'Warmup' | 'Technical Development' | 'Creative Development' | 'Free Form' | 'Other';
            duration: number;
            description: string | null;
            order: number;
            completedOn: string | null;
            completedToday: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTempoLog: {
    parameters: {
      query: {
        itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
        itemId: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
            /** Format: uuid */
            itemId: string;
            /** Format: date */
            today: string;
            best: {
              bpm: number;
              /** Format: date */
              date: string;
            } | null;
            latest: {
              bpm: number;
              /** Format: date */
              date: string;
            } | null;
            entries: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              bpm: number;
              note: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postTempoLog: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
          /** Format: uuid */
          itemId: string;
          bpm: number;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entry: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              /** Format: date */
              date: string;
              bpm: number;
              note: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            best: {
              bpm: number;
              /** Format: date */
              date: string;
            };
            latest: {
              bpm: number;
              /** Format: date */
              date: string;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            entry: {
              /** Format: uuid */
              id: string;
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              /** Format: date */
              date: string;
              bpm: number;
              note: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            best: {
              bpm: number;
              /** Format: date */
              date: string;
            };
            latest: {
              bpm: number;
              /** Format: date */
              date: string;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getTempoLogSummary: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** @enum {string} */
              itemType: 'exercise' | 'repertoire' | 'jam_track' | 'chord';
              /** Format: uuid */
              itemId: string;
              title: string | null;
              best: {
                bpm: number;
                /** Format: date */
                date: string;
              };
              latest: {
                bpm: number;
                /** Format: date */
                date: string;
              };
              entryCount: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteTempoLogById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getChordChanges: {
    parameters: {
      query?: {
        chordAId?: string;
        chordBId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            pairs: {
              chordA: {
                /** Format: uuid */
                id: string;
                name: string;
              };
              chordB: {
                /** Format: uuid */
                id: string;
                name: string;
              };
              best: {
                /** Format: uuid */
                id: string;
                changes: number;
                durationSeconds: number;
                changesPerMinute: number;
                /** Format: date-time */
                recordedAt: string;
                /** Format: date */
                date: string;
              };
              latest: {
                /** Format: uuid */
                id: string;
                changes: number;
                durationSeconds: number;
                changesPerMinute: number;
                /** Format: date-time */
                recordedAt: string;
                /** Format: date */
                date: string;
              };
              tries: number;
              recent: {
                /** Format: uuid */
                id: string;
                changes: number;
                durationSeconds: number;
                changesPerMinute: number;
                /** Format: date-time */
                recordedAt: string;
                /** Format: date */
                date: string;
              }[];
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postChordChanges: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          chordAId: string;
          /** Format: uuid */
          chordBId: string;
          changes: number;
          /** @default 60 */
          durationSeconds?: number;
          /** @default false */
          logPractice?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            record: {
              /** Format: uuid */
              id: string;
              changes: number;
              durationSeconds: number;
              changesPerMinute: number;
              /** Format: date-time */
              recordedAt: string;
              /** Format: date */
              date: string;
            };
            pair: {
              chordA: {
                /** Format: uuid */
                id: string;
                name: string;
              };
              chordB: {
                /** Format: uuid */
                id: string;
                name: string;
              };
              best: {
                /** Format: uuid */
                id: string;
                changes: number;
                durationSeconds: number;
                changesPerMinute: number;
                /** Format: date-time */
                recordedAt: string;
                /** Format: date */
                date: string;
              };
              latest: {
                /** Format: uuid */
                id: string;
                changes: number;
                durationSeconds: number;
                changesPerMinute: number;
                /** Format: date-time */
                recordedAt: string;
                /** Format: date */
                date: string;
              };
              tries: number;
            };
            session: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              duration: number;
              focusAreas: string[];
              focusAreaIds: number[];
              notes: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              scheduledRemoval: boolean;
            } | null;
            xpAwarded: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getGamesHighScores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            intervalOrganizer: number | null;
            triadFinder: number | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postGamesRuns: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          game: 'intervalOrganizer' | 'triadFinder';
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            game: 'intervalOrganizer' | 'triadFinder';
            /** Format: date-time */
            startedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postGamesRunsByIdFinish: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          score: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            game: 'intervalOrganizer' | 'triadFinder';
            score: number;
            highScore: number;
            newHighScore: boolean;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getLeaderboard: {
    parameters: {
      query?: {
        board?: 'xp' | 'practice' | 'intervalOrganizer' | 'triadFinder';
        period?: 'all' | 'week';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            board: 'xp' | 'practice' | 'intervalOrganizer' | 'triadFinder';
            /** @enum {string} */
            period: 'all' | 'week';
            since: string | null;
            entries: {
              rank: number;
              displayName: string;
              value: number;
              isYou: boolean;
            }[];
            you: {
              rank: number;
              displayName: string;
              value: number;
              isYou: boolean;
            } | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCourses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrollment: {
                progress: number;
                completed: boolean;
                /** Format: date-time */
                enrolledAt: string;
              } | null;
            }[];
            summary: {
              enrolledCount: number;
              completedCount: number;
              xpEarned: number;
              xpAvailable: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCoursesByCourseId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            course: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrollment: {
                progress: number;
                completed: boolean;
                /** Format: date-time */
                enrolledAt: string;
              } | null;
            };
            modules: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              lockedUntilDay: number | null;
              unlocksOn: string | null;
              locked: boolean;
              status: ('untouched' | 'in_progress' | 'complete' | 'on_hold') | null;
            }[];
            continueModuleId: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCoursesByCourseIdEnroll: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            course: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrollment: {
                progress: number;
                completed: boolean;
                /** Format: date-time */
                enrolledAt: string;
              } | null;
            };
            modules: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              lockedUntilDay: number | null;
              unlocksOn: string | null;
              locked: boolean;
              status: ('untouched' | 'in_progress' | 'complete' | 'on_hold') | null;
            }[];
            continueModuleId: string | null;
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            course: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrollment: {
                progress: number;
                completed: boolean;
                /** Format: date-time */
                enrolledAt: string;
              } | null;
            };
            modules: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              lockedUntilDay: number | null;
              unlocksOn: string | null;
              locked: boolean;
              status: ('untouched' | 'in_progress' | 'complete' | 'on_hold') | null;
            }[];
            continueModuleId: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCoursesByCourseIdModulesByModuleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            course: {
              /** Format: uuid */
              id: string;
              title: string;
            };
            module: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              thumbnailUrl: string | null;
              heroImageUrl: string | null;
              videoUrl: string | null;
              content: string | null;
            };
            locked: boolean;
            unlocksOn: string | null;
            progress: {
              /** @enum {string} */
              status: 'untouched' | 'in_progress' | 'complete' | 'on_hold';
              notes: string;
              /** Format: date-time */
              lastUpdated: string;
            } | null;
            previousModuleId: string | null;
            nextModuleId: string | null;
            courseProgress: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putCoursesByCourseIdModulesByModuleIdProgress: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        courseId: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'untouched' | 'in_progress' | 'complete' | 'on_hold';
          notes?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            progress: {
              /** @enum {string} */
              status: 'untouched' | 'in_progress' | 'complete' | 'on_hold';
              notes: string;
              /** Format: date-time */
              lastUpdated: string;
            };
            enrollment: {
              progress: number;
              completed: boolean;
              /** Format: date-time */
              enrolledAt: string;
            };
            xpAwarded: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminCourses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrolledCount: number;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminCourses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          heroImageUrl: string;
          thumbnailUrl: string;
          /**
           * @default beginner
           * @enum {string}
           */
          difficulty?: 'beginner' | 'intermediate' | 'advanced';
          duration: string;
          /** @default 100 */
          xpAwarded?: number;
          /** @default false */
          isAvailable?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            heroImageUrl: string;
            thumbnailUrl: string;
            /** @enum {string} */
            difficulty: 'beginner' | 'intermediate' | 'advanced';
            duration: string;
            xpAwarded: number;
            isAvailable: boolean;
            moduleCount: number;
            enrolledCount: number;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminCoursesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            course: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              heroImageUrl: string;
              thumbnailUrl: string;
              /** @enum {string} */
              difficulty: 'beginner' | 'intermediate' | 'advanced';
              duration: string;
              xpAwarded: number;
              isAvailable: boolean;
              moduleCount: number;
              enrolledCount: number;
              /** Format: date-time */
              createdAt: string;
            };
            modules: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              courseId: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              lockedUntilDay: number | null;
              videoUrl: string | null;
              thumbnailUrl: string | null;
              heroImageUrl: string | null;
              /** Format: date-time */
              updatedAt: string;
              preview: string;
            }[];
            nextModuleOrder: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminCoursesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          heroImageUrl: string;
          thumbnailUrl: string;
          /**
           * @default beginner
           * @enum {string}
           */
          difficulty?: 'beginner' | 'intermediate' | 'advanced';
          duration: string;
          /** @default 100 */
          xpAwarded?: number;
          /** @default false */
          isAvailable?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            heroImageUrl: string;
            thumbnailUrl: string;
            /** @enum {string} */
            difficulty: 'beginner' | 'intermediate' | 'advanced';
            duration: string;
            xpAwarded: number;
            isAvailable: boolean;
            moduleCount: number;
            enrolledCount: number;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminCoursesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminCoursesByIdAvailability: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isAvailable: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            heroImageUrl: string;
            thumbnailUrl: string;
            /** @enum {string} */
            difficulty: 'beginner' | 'intermediate' | 'advanced';
            duration: string;
            xpAwarded: number;
            isAvailable: boolean;
            moduleCount: number;
            enrolledCount: number;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminCoursesByIdModules: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          order: number;
          weight?: number;
          /** @default null */
          lockedUntilDay?: number | null;
          /** @default  */
          content?: string;
          videoUrl?: '' | string | null;
          thumbnailUrl?: '' | string | null;
          heroImageUrl?: '' | string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            courseId: string;
            title: string;
            description: string;
            order: number;
            weight: number;
            lockedUntilDay: number | null;
            content: string;
            videoUrl: string | null;
            thumbnailUrl: string | null;
            heroImageUrl: string | null;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminCoursesByIdModulesReorder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          moduleId: string;
          /** Format: uuid */
          targetModuleId: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: uuid */
              courseId: string;
              title: string;
              description: string;
              order: number;
              weight: number;
              lockedUntilDay: number | null;
              videoUrl: string | null;
              thumbnailUrl: string | null;
              heroImageUrl: string | null;
              /** Format: date-time */
              updatedAt: string;
              preview: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminCoursesByIdModulesByModuleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            courseId: string;
            title: string;
            description: string;
            order: number;
            weight: number;
            lockedUntilDay: number | null;
            content: string;
            videoUrl: string | null;
            thumbnailUrl: string | null;
            heroImageUrl: string | null;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminCoursesByIdModulesByModuleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          order: number;
          weight?: number;
          /** @default null */
          lockedUntilDay?: number | null;
          /** @default  */
          content?: string;
          videoUrl?: '' | string | null;
          thumbnailUrl?: '' | string | null;
          heroImageUrl?: '' | string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            courseId: string;
            title: string;
            description: string;
            order: number;
            weight: number;
            lockedUntilDay: number | null;
            content: string;
            videoUrl: string | null;
            thumbnailUrl: string | null;
            heroImageUrl: string | null;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminCoursesByIdModulesByModuleId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        moduleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAchievements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              xpAwarded: number;
              iconUrl: string;
              heroImageUrl: string | null;
              repeatable: boolean;
              criterion: {
                /** @enum {string} */
                type:
                  'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
                threshold: number;
              } | null;
              earned: {
                /** Format: date-time */
                firstEarnedAt: string;
                /** Format: date-time */
                lastEarnedAt: string;
                timesEarned: number;
              } | null;
              progress: {
                current: number;
                target: number;
              } | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getNotices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            achievements: {
              /** Format: uuid */
              achievementId: string;
              title: string;
              xpAwarded: number;
              /** Format: date-time */
              earnedAt: string;
            }[];
            levelReached: number | null;
            /** Format: date-time */
            through: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postNoticesSeen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date-time
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          through: string;
        };
      };
    };
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminAchievements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string;
              xpAwarded: number;
              iconUrl: string;
              heroImageUrl: string | null;
              repeatable: boolean;
              criterion: {
                /** @enum {string} */
                type:
                  'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
                threshold: number;
              } | null;
              earnedByCount: number;
              /** Format: date-time */
              createdAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminAchievements: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          /** @default 100 */
          xpAwarded?: number;
          iconUrl: string;
          heroImageUrl?: '' | string | null;
          /** @default true */
          repeatable?: boolean;
          /** @default null */
          criterion?: {
            /** @enum {string} */
            type: 'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
            threshold: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            xpAwarded: number;
            iconUrl: string;
            heroImageUrl: string | null;
            repeatable: boolean;
            criterion: {
              /** @enum {string} */
              type:
                'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
              threshold: number;
            } | null;
            earnedByCount: number;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminAchievementsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description: string;
          /** @default 100 */
          xpAwarded?: number;
          iconUrl: string;
          heroImageUrl?: '' | string | null;
          /** @default true */
          repeatable?: boolean;
          /** @default null */
          criterion?: {
            /** @enum {string} */
            type: 'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
            threshold: number;
          } | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            xpAwarded: number;
            iconUrl: string;
            heroImageUrl: string | null;
            repeatable: boolean;
            criterion: {
              /** @enum {string} */
              type:
                'streak_days' | 'total_practice_hours' | 'sessions_logged' | 'courses_completed' | 'chords_mastered';
              threshold: number;
            } | null;
            earnedByCount: number;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminAchievementsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getXpLevels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            level: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
            levels: {
              level: number;
              xpRequired: number;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getXpAwards: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              amount: number;
              description: string;
              /** Format: date-time */
              awardedAt: string;
              systemAward: boolean;
              givenBy: string | null;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarOccurrences: {
    parameters: {
      query: {
        /** @description Dates from 1900-01-01 to 2200-12-31. */
        from: string;
        /** @description Dates from 1900-01-01 to 2200-12-31. */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            timeZone: string;
            items: {
              /** Format: uuid */
              eventId: string;
              /** Format: date */
              date: string;
              /** Format: date-time */
              startsAt: string;
              endsAt: string | null;
              title: string;
              description: string | null;
              timeZone: string;
              allDay: boolean;
              location: string | null;
              eventLink: string | null;
              zoomLink: string | null;
              /** @enum {string} */
              visibility: 'public' | 'private';
              recurringPeriod: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
              requiredCourse: {
                /** Format: uuid */
                id: string;
                title: string;
              } | null;
              isOwn: boolean;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              title: string;
              description: string | null;
              startsAt: string;
              endsAt: string | null;
              timeZone: string;
              allDay: boolean;
              recurring: boolean;
              recurringPeriod: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
              recurrenceEndDate: string | null;
              occurrences: number | null;
              /** @enum {string} */
              visibility: 'public' | 'private';
              location: string | null;
              eventLink: string | null;
              zoomLink: string | null;
              requiredCourse: {
                /** Format: uuid */
                id: string;
                title: string;
              } | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCalendarEvents: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description?: string | null;
          startsAt: string;
          endsAt?: '' | string | null;
          timeZone?: string;
          /** @default false */
          allDay?: boolean;
          /** @default false */
          recurring?: boolean;
          recurringPeriod?: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
          recurrenceEndDate?: '' | string | null;
          occurrences?: number | null;
          /**
           * @default public
           * @enum {string}
           */
          visibility?: 'public' | 'private';
          location?: string | null;
          eventLink?: string | null;
          zoomLink?: string | null;
          requiredCourseId?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            startsAt: string;
            endsAt: string | null;
            timeZone: string;
            allDay: boolean;
            recurring: boolean;
            recurringPeriod: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
            recurrenceEndDate: string | null;
            occurrences: number | null;
            /** @enum {string} */
            visibility: 'public' | 'private';
            location: string | null;
            eventLink: string | null;
            zoomLink: string | null;
            requiredCourse: {
              /** Format: uuid */
              id: string;
              title: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            startsAt: string;
            endsAt: string | null;
            timeZone: string;
            allDay: boolean;
            recurring: boolean;
            recurringPeriod: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
            recurrenceEndDate: string | null;
            occurrences: number | null;
            /** @enum {string} */
            visibility: 'public' | 'private';
            location: string | null;
            eventLink: string | null;
            zoomLink: string | null;
            requiredCourse: {
              /** Format: uuid */
              id: string;
              title: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putCalendarEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          description?: string | null;
          startsAt: string;
          endsAt?: '' | string | null;
          timeZone?: string;
          /** @default false */
          allDay?: boolean;
          /** @default false */
          recurring?: boolean;
          recurringPeriod?: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
          recurrenceEndDate?: '' | string | null;
          occurrences?: number | null;
          /**
           * @default public
           * @enum {string}
           */
          visibility?: 'public' | 'private';
          location?: string | null;
          eventLink?: string | null;
          zoomLink?: string | null;
          requiredCourseId?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            startsAt: string;
            endsAt: string | null;
            timeZone: string;
            allDay: boolean;
            recurring: boolean;
            recurringPeriod: ('daily' | 'weekly' | 'monthly' | 'yearly') | null;
            recurrenceEndDate: string | null;
            occurrences: number | null;
            /** @enum {string} */
            visibility: 'public' | 'private';
            location: string | null;
            eventLink: string | null;
            zoomLink: string | null;
            requiredCourse: {
              /** Format: uuid */
              id: string;
              title: string;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCalendarEventsById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarEventsByIdIcs: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteCalendarFeed: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getCalendarFeedsByToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      400: components['responses']['BadRequest'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getPrivateLessons: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            instructorBio: string;
            whatToExpect: string;
            schedulingUrl: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAccountExport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date-time */
            exportedAt: string;
            account: {
              /** Format: uuid */
              id: string;
              email: string;
              /** Format: date-time */
              createdAt: string;
            };
            tables: {
              [key: string]: {
                [key: string]: unknown;
              }[];
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAccountExportPracticeSessionsCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          password: string;
        };
      };
    };
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRemindersOff: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          token: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postRemindersUnsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/x-www-form-urlencoded': {
          /** @enum {string} */
          'List-Unsubscribe': 'One-Click';
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      429: components['responses']['TooManyRequests'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminUsers: {
    parameters: {
      query?: {
        page?: number;
        pageSize?: number;
        search?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              email: string;
              username: string | null;
              displayName: string;
              /** Format: date-time */
              createdAt: string;
              membershipLevelId: number | null;
              membershipName: string;
              adminOverride: boolean;
              overrideAdminName: string | null;
              isSuperadmin: boolean;
              superadminChange: {
                granted: boolean;
                byName: string;
                /** Format: date-time */
                changedAt: string;
              } | null;
              eventCreator: boolean;
              xp: number;
              level: number;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminMembershipLevels: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: number;
              name: string;
              shortDescription: string;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminUsersByIdMembership: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          membershipLevelId: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            username: string | null;
            displayName: string;
            /** Format: date-time */
            createdAt: string;
            membershipLevelId: number | null;
            membershipName: string;
            adminOverride: boolean;
            overrideAdminName: string | null;
            isSuperadmin: boolean;
            superadminChange: {
              granted: boolean;
              byName: string;
              /** Format: date-time */
              changedAt: string;
            } | null;
            eventCreator: boolean;
            xp: number;
            level: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminUsersByIdSuperadmin: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          isSuperadmin: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            username: string | null;
            displayName: string;
            /** Format: date-time */
            createdAt: string;
            membershipLevelId: number | null;
            membershipName: string;
            adminOverride: boolean;
            overrideAdminName: string | null;
            isSuperadmin: boolean;
            superadminChange: {
              granted: boolean;
              byName: string;
              /** Format: date-time */
              changedAt: string;
            } | null;
            eventCreator: boolean;
            xp: number;
            level: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  patchAdminUsersByIdEventCreator: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          eventCreator: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            email: string;
            username: string | null;
            displayName: string;
            /** Format: date-time */
            createdAt: string;
            membershipLevelId: number | null;
            membershipName: string;
            adminOverride: boolean;
            overrideAdminName: string | null;
            isSuperadmin: boolean;
            superadminChange: {
              granted: boolean;
              byName: string;
              /** Format: date-time */
              changedAt: string;
            } | null;
            eventCreator: boolean;
            xp: number;
            level: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminUsersById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            profile: {
              /** Format: uuid */
              id: string;
              username: string | null;
              displayName: string;
              timezone: string;
              isSuperadmin: boolean;
              superadminChange: {
                granted: boolean;
                byName: string;
                /** Format: date-time */
                changedAt: string;
              } | null;
              eventCreator: boolean;
              adminOverride: boolean;
              overrideAdminName: string | null;
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
            };
            auth: {
              email: string;
              /** Format: date-time */
              createdAt: string;
              lastSignInAt: string | null;
            };
            membership: {
              id: number | null;
              name: string;
            };
            xp: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
            practiceStats: {
              totalHours: number;
              totalPracticeLogs: number;
              averageDailyMinutes: number;
              longestPracticeDayDate: string | null;
              longestPracticeDayMinutes: number;
            };
            achievements: {
              /** Format: uuid */
              achievementId: string;
              title: string;
              timesEarned: number;
              /** Format: date-time */
              earnedAt: string;
            }[];
            latestSessionSummaryDate: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminUsersByIdPracticeSessions: {
    parameters: {
      query?: {
        range?: 'week' | 'month' | 'all';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: date */
              date: string;
              /** Format: date-time */
              createdAt: string;
              duration: number;
              focusAreas: string[];
              notes: string | null;
              scheduledRemoval: boolean;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminUsersByIdXpAwards: {
    parameters: {
      query?: {
        range?: 'week' | 'month' | 'all';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              amount: number;
              description: string;
              /** Format: date-time */
              awardedAt: string;
              systemAward: boolean;
              givenBy: string | null;
            }[];
            total: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminUsersByIdXpAwards: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          amount: number;
          description: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            award: {
              /** Format: uuid */
              id: string;
              amount: number;
              description: string;
              /** Format: date-time */
              awardedAt: string;
              systemAward: boolean;
              givenBy: string | null;
            };
            xp: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminUsersByIdAchievements: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          achievementId: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            earned: {
              /** Format: uuid */
              achievementId: string;
              title: string;
              timesEarned: number;
              /** Format: date-time */
              earnedAt: string;
            };
            xpAwarded: number;
            xp: {
              xp: number;
              level: number;
              nextLevel: number | null;
              progressPercent: number;
              xpNeeded: number;
            };
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      409: components['responses']['Conflict'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schoolName: string;
            dashboardNotice: string;
            /** Format: email */
            bugReportEmail: string;
            privateLessonsBio: string;
            privateLessonsWhatToExpect: string;
            privateLessonsSchedulingUrl: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          schoolName: string;
          dashboardNotice: string;
          /** Format: email */
          bugReportEmail: string;
          privateLessonsBio: string;
          privateLessonsWhatToExpect: string;
          privateLessonsSchedulingUrl: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schoolName: string;
            dashboardNotice: string;
            /** Format: email */
            bugReportEmail: string;
            privateLessonsBio: string;
            privateLessonsWhatToExpect: string;
            privateLessonsSchedulingUrl: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            schoolName: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getAdminFaculty: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              firstName: string;
              lastName: string;
              title: string | null;
              bio: string | null;
              avatarUrl: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminFaculty: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          title?: string | null;
          bio?: string | null;
          avatarUrl?: '' | string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            title: string | null;
            bio: string | null;
            avatarUrl: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  putAdminFacultyById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          firstName: string;
          lastName: string;
          title?: string | null;
          bio?: string | null;
          avatarUrl?: '' | string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            title: string | null;
            bio: string | null;
            avatarUrl: string | null;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminFacultyById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminSessionAttachments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /**
           * Format: binary
           * @description The file.
           */
          file: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            fileName: string;
            fileType: string;
            size: number;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  postAdminSessionSummaries: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** Format: uuid */
          facultyId: string;
          /**
           * Format: date-time
           * @description Dates from 1900-01-01 to 2200-12-31.
           */
          sessionDate: string;
          shortDescription: string;
          longDescription?: string | null;
          /** @default false */
          isGroupSession?: boolean;
          memberIds: string[];
          /** @default [] */
          attachmentIds?: string[];
          /** @default [] */
          homework?: {
            /** @enum {string} */
            materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
            /** Format: uuid */
            materialId: string;
          }[];
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            sessionDate: string;
            shortDescription: string;
            longDescription: string | null;
            isGroupSession: boolean;
            faculty: {
              /** Format: uuid */
              id: string;
              firstName: string;
              lastName: string;
              title: string | null;
              bio: string | null;
              avatarUrl: string | null;
            } | null;
            attachments: {
              /** Format: uuid */
              id: string;
              fileName: string;
              fileType: string;
              size: number;
              url: string;
            }[];
            homework: {
              /** @enum {string} */
              materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              /** Format: uuid */
              materialId: string;
              item:
                | (
                    | {
                        /** @enum {string} */
                        kind: 'library';
                        /** @enum {string} */
                        contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                        title: string;
                        description: string;
                        /** @enum {string} */
                        difficulty: 'beginner' | 'intermediate' | 'advanced';
                        thumbnailUrl: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'chord';
                        name: string;
                        /** @enum {string} */
                        triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                        notes: string[];
                        intervals: string[];
                        fingering: {
                          frets: (number | null)[];
                          fingers: (number | null)[];
                        } | null;
                        imageUrl: string | null;
                      }
                  )
                | null;
            }[];
            memberCount: number;
            members:
              | {
                  /** Format: uuid */
                  id: string;
                  displayName: string;
                }[]
              | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  deleteAdminSessionSummariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      403: components['responses']['Forbidden'];
      404: components['responses']['NotFound'];
      413: components['responses']['PayloadTooLarge'];
      415: components['responses']['UnsupportedMediaType'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSessionSummaries: {
    parameters: {
      query?: {
        search?: string;
        facultyId?: string;
        type?: 'all' | 'private' | 'group';
        page?: number;
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              /** Format: uuid */
              id: string;
              /** Format: date-time */
              sessionDate: string;
              shortDescription: string;
              isGroupSession: boolean;
              faculty: {
                /** Format: uuid */
                id: string;
                firstName: string;
                lastName: string;
                title: string | null;
              } | null;
              attachmentCount: number;
              homeworkCount: number;
            }[];
            total: number;
            faculty: {
              /** Format: uuid */
              id: string;
              firstName: string;
              lastName: string;
              title: string | null;
            }[];
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSessionSummariesById: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: uuid */
            id: string;
            /** Format: date-time */
            sessionDate: string;
            shortDescription: string;
            longDescription: string | null;
            isGroupSession: boolean;
            faculty: {
              /** Format: uuid */
              id: string;
              firstName: string;
              lastName: string;
              title: string | null;
              bio: string | null;
              avatarUrl: string | null;
            } | null;
            attachments: {
              /** Format: uuid */
              id: string;
              fileName: string;
              fileType: string;
              size: number;
              url: string;
            }[];
            homework: {
              /** @enum {string} */
              materialType: 'chord' | 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
              /** Format: uuid */
              materialId: string;
              item:
                | (
                    | {
                        /** @enum {string} */
                        kind: 'library';
                        /** @enum {string} */
                        contentType: 'article' | 'video' | 'exercise' | 'jam_track' | 'repertoire';
                        title: string;
                        description: string;
                        /** @enum {string} */
                        difficulty: 'beginner' | 'intermediate' | 'advanced';
                        thumbnailUrl: string | null;
                      }
                    | {
                        /** @enum {string} */
                        kind: 'chord';
                        name: string;
                        /** @enum {string} */
                        triadType: 'Major' | 'Minor' | 'Diminished' | 'Augmented' | 'Other';
                        notes: string[];
                        intervals: string[];
                        fingering: {
                          frets: (number | null)[];
                          fingers: (number | null)[];
                        } | null;
                        imageUrl: string | null;
                      }
                  )
                | null;
            }[];
            memberCount: number;
            members:
              | {
                  /** Format: uuid */
                  id: string;
                  displayName: string;
                }[]
              | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      503: components['responses']['ServiceUnavailable'];
    };
  };
  getSessionSummariesByIdAttachmentsByAttachmentId: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        attachmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file's bytes, in its own content type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      /** @description The file's bytes, in its own content type. */
      206: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          '*/*': string;
        };
      };
      400: components['responses']['BadRequest'];
      401: components['responses']['Unauthorized'];
      404: components['responses']['NotFound'];
      /** @description The requested Range is outside the file. */
      416: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      503: components['responses']['ServiceUnavailable'];
    };
  };
}
