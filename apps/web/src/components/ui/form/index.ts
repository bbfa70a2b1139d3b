/**
 * The one form kit: every form goes through it (lint refuses a raw `<form>` and react-hook-form's `useForm`
 * elsewhere, eslint-rules/form-kit.js).
 *
 * A page form (features/admin/components/settings/SiteSettingsForm.tsx):
 *
 *   const form = useSchemaForm({ schema: siteSettingsSchema, defaultValues: settings });
 *   const submit = (values: SiteSettingsValues) =>
 *     save.mutate(values, { onError: (error) => applyApiError(form, error, { fallback: m.settingsSaveFailed }) });
 *   <Form form={form} onSubmit={submit} label="Site settings" guardUnsaved notice={saved ? { tone: 'success',
 *     message: m.settingsSaved } : null}>
 *     <TextField {...form.register('schoolName')} label="School name" error={form.formState.errors.schoolName?.message} />
 *   </Form>
 *
 * A page that navigates after saving, or has its own Cancel, runs the guard itself and hands it over:
 * `const guard = useUnsavedChangesGuard(form.formState.isDirty)`, `<Form guardUnsaved={guard}>`, then
 * `guard.leaveWithoutAsking(() => navigate(…))` or `guard.confirmDiscard(onCancel)` (ProfileForm.tsx).
 *
 * A dialog form (features/storage/components/RenameFileDialog.tsx): the Dialog's owner keeps
 * `useGuardedDialogClose(onClose)` (Cancel → `close`, the Dialog's `onOpenChange`, `afterSave(onSaved)`, its
 * `dialog` inside the Dialog) and the form inside reports its dirty state:
 *
 *   <Form form={form} onSubmit={submit} onDirtyChange={setDirty}> … </Form>
 *
 * - useSchemaForm: react-hook-form with the zod resolver: `schema` (a shared request schema, or a small one with
 *   the feature's messages), `lazySchema(() => import(…))` for a page that must not load zod up front (sign-in),
 *   or a ready `resolver` (a form model's). A refused submit focuses the first invalid field in the order the
 *   fields registered: register in page order (controlled widgets with useController in child components).
 * - applyApiError(form, error, { fallback, alsoShow }): the one mapping from the API's error envelope: a
 *   400/409/422 naming a form field goes beside it (focused), anything else to the banner, in the server's words
 *   when meant for people (no connection, 429, 400, 409, and `alsoShow`), else `fallback` (the spec's wording).
 *   formProblemOf is the same mapping without a form, for forms that word some refusals themselves first
 *   (a 401, a CAPTCHA); showFormProblem then puts the result on the form. applyApiErrorAt is applyApiError
 *   with a translation of the request's field paths to the form's field names.
 * - Form: `<form noValidate>`; the banner listing every problem (field messages in page order, then the form's
 *   own from the mapping; `listFieldProblems={false}` keeps field messages beside their fields only); `notice`
 *   while there is none; the unsaved-changes guard (`guardUnsaved` for a page, `onDirtyChange` for a dialog);
 *   `onInvalidSubmit` for focus the schema cannot give (a CAPTCHA widget). A dialog's submit never reaches a
 *   form around it.
 * - fieldProblems / firstMessage: field messages in page order, and a list field's first message.
 */
export { applyApiError, applyApiErrorAt, showFormProblem } from './apply-api-error';
export { formProblemOf, type ApiErrorWording, type FormProblem } from './api-error';
export { fieldProblems, firstMessage } from './field-problems';
export { Form, type FormNotice } from './Form';
export {
  lazySchema,
  LazySchema,
  useSchemaForm,
  type FormSchema,
  type ResolverFormOptions,
  type SchemaForm,
  type SchemaFormOptions,
} from './use-schema-form';
