/**
 * The forms not yet converted to the form kit (eslint-rules/form-kit.js), one file per line: remove a file's line
 * when it goes through `<Form>` and `useSchemaForm`. The list only shrinks; when it is empty, delete it.
 */
export const FORMS_NOT_ON_THE_KIT = [
  'apps/web/src/components/ui/RichTextPromptDialog.tsx',
  'apps/web/src/features/admin/components/settings/SiteSettingsForm.tsx',
  'apps/web/src/features/admin/components/user/AwardAchievementDialog.tsx',
  'apps/web/src/features/admin/components/user/AwardXpDialog.tsx',
  'apps/web/src/features/auth/routes/LoginRoute.tsx',
  'apps/web/src/features/auth/routes/RegisterRoute.tsx',
  'apps/web/src/features/auth/routes/ResetPasswordRoute.tsx',
  'apps/web/src/features/auth/routes/UpdatePasswordRoute.tsx',
  'apps/web/src/features/profile/components/ProfileForm.tsx',
  'apps/web/src/features/storage/components/FileTagsDialog.tsx',
  'apps/web/src/features/storage/routes/UploadsRoute.tsx',
];
