/**
 * The forms not yet converted to the form kit (eslint-rules/form-kit.js), one file per line: remove a file's line
 * when it goes through `<Form>` and `useSchemaForm`. The list only shrinks; when it is empty, delete it.
 */
export const FORMS_NOT_ON_THE_KIT = [
  'apps/web/src/features/achievements/components/admin/AchievementFormDialog.tsx',
  'apps/web/src/features/calendar/components/EventForm.tsx',
  'apps/web/src/features/chords/components/ChordEditDialog.tsx',
  'apps/web/src/features/collections/components/AddToCollectionDialog.tsx',
  'apps/web/src/features/courses/components/admin/CourseForm.tsx',
  'apps/web/src/features/courses/components/admin/ModuleForm.tsx',
  'apps/web/src/features/courses/components/learner/ModuleNotes.tsx',
  'apps/web/src/features/dashboard/components/QuickLogCard.tsx',
  'apps/web/src/features/goals/components/GoalForm.tsx',
  'apps/web/src/features/library/components/LibraryFilters.tsx',
  'apps/web/src/features/library/components/admin/ContentFormBody.tsx',
  'apps/web/src/features/practice-materials/components/CollectionFormDialog.tsx',
  'apps/web/src/features/practice-materials/components/MaterialNotesDialog.tsx',
  'apps/web/src/features/practice/components/PracticeSessionForm.tsx',
  'apps/web/src/features/routine/components/CompletePhaseDialog.tsx',
  'apps/web/src/features/routine/components/PhaseFormDialog.tsx',
  'apps/web/src/features/routine/components/RoutineFormDialog.tsx',
  'apps/web/src/features/summaries/components/create/SummaryForm.tsx',
  'apps/web/src/features/summaries/components/faculty/FacultyFormDialog.tsx',
  'apps/web/src/features/tempo-log/components/TempoLogForm.tsx',
];
