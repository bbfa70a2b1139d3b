/**
 * The one form kit: every form goes through it (lint refuses a raw `<form>` and react-hook-form's `useForm`
 * elsewhere).
 *
 * A page form:
 *
 *   const form = useSchemaForm({ schema: siteSettingsSchema, defaultValues: settings });
 *   const submit = (values: SiteSettingsValues) =>
 *     save.mutate(values, { onError: (error) => applyApiError(form, error, { fallback: m.settingsSaveFailed }) });
 *   <Form form={form} onSubmit={submit} label="Site settings" guardUnsaved notice={saved}>
 *     <TextField {...form.register('schoolName')} label="School name" error={form.formState.errors.schoolName?.message} />
 *   </Form>
 *
 * A dialog form: the Dialog's owner keeps `useGuardedDialogClose(onClose)` (Cancel → `close`, the Dialog's
 * `onOpenChange`, `afterSave(onSaved)`, its `dialog` inside the Dialog) and the form inside reports its dirty state:
 *
 *   <Form form={form} onSubmit={submit} onDirtyChange={setDirty}> … </Form>
 *
 * - useSchemaForm: react-hook-form with the zod resolver (`schema`, or `lazySchema(() => import(…))` for a page
 *   that must not load zod up front, or a ready `resolver`); a refused submit focuses the first invalid field.
 * - applyApiError(form, error, { fallback, alsoShow }): the one mapping from the API's error envelope: a
 *   400/409/422 naming a form field goes beside it (focused), anything else to the banner, in the server's words
 *   when meant for people (no connection, 429, 400, 409, and `alsoShow`), else `fallback` (the spec's wording).
 *   formProblemOf is the same mapping without a form, for forms that word some refusals themselves first
 *   (a 401, a CAPTCHA); showFormProblem then puts the result on the form.
 * - Form: `<form noValidate>`, the banner listing every problem (ProblemBanner), an optional notice while there is
 *   none, the unsaved-changes guard (`guardUnsaved` for a page, `onDirtyChange` for a dialog).
 */
export { applyApiError, showFormProblem } from './apply-api-error';
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
