import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form';
import { Banner, type BannerTone } from '../Banner';
import { ProblemBanner } from '../ProblemBanner';
import { useUnsavedChangesGuard, type UnsavedChangesGuard } from '../unsaved-changes';
import { fieldProblems } from './field-problems';
import { SCHEMA_LOAD_PROBLEM } from './use-schema-form';

/** A message the form shows while it lists no problem: "Settings saved", or a notice the page was opened with. */
export interface FormNotice {
  tone: BannerTone;
  message: ReactNode;
}

interface FormProps<In extends FieldValues, Out> extends Omit<
  ComponentProps<'form'>,
  'onSubmit' | 'noValidate' | 'aria-label' | 'children'
> {
  form: UseFormReturn<In, unknown, Out>;
  /** Runs with the schema's output once every field is valid. */
  onSubmit: (values: Out) => void | Promise<void>;
  /** Runs after a submit the schema refused (its problems are already on the form), e.g. to focus a widget. */
  onInvalidSubmit?: (errors: FieldErrors<In>) => void;
  /**
   * false when every field shows its own message and the banner is kept for problems that belong to no field
   * (sign-up, whose fields are each described by their message). Default true: the banner lists every problem.
   */
  listFieldProblems?: boolean;
  /** The form's accessible name, when the page has more than one form or no heading names it. */
  label?: string;
  notice?: FormNotice | null;
  /**
   * A form that is a page: `true` asks before leaving it with unsaved changes; a guard from
   * useUnsavedChangesGuard(isDirty) when the page needs `leaveWithoutAsking` (navigating after a save).
   */
  guardUnsaved?: boolean | UnsavedChangesGuard;
  /** A form in a dialog: hands its dirty state to useGuardedDialogClose's `setDirty`. */
  onDirtyChange?: (dirty: boolean) => void;
  children: ReactNode;
}

function PageGuard({ dirty }: { dirty: boolean }) {
  return useUnsavedChangesGuard(dirty).dialog;
}

/** The names of a form's controls in page order. */
const controlNames = (form: HTMLFormElement) =>
  Array.from(form.elements).flatMap((element) => element.getAttribute('name') ?? []);

/**
 * A `<form noValidate>` whose refused submit lists every problem in one banner above the fields (each field's
 * message in page order, then the one the API mapping put on the form), with the unsaved-changes guard of a page
 * or a dialog.
 */
export function Form<In extends FieldValues, Out>({
  form,
  onSubmit,
  onInvalidSubmit,
  listFieldProblems = true,
  label,
  notice,
  guardUnsaved,
  onDirtyChange,
  children,
  ...formProps
}: FormProps<In, Out>) {
  const { errors, isDirty } = form.formState;
  const [pageOrder, setPageOrder] = useState<readonly string[]>([]);
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  // A lazy schema that could not load is a problem of no field: shown even where fields keep their own.
  const schemaLoad = errors[SCHEMA_LOAD_PROBLEM]?.message;
  const problems = [
    ...(listFieldProblems ? fieldProblems(errors, pageOrder) : typeof schemaLoad === 'string' ? [schemaLoad] : []),
    ...(errors.root?.message ? [errors.root.message] : []),
  ];
  return (
    <form
      {...formProps}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        // A form in a dialog sits inside its page's React tree (a portal): its submit must not reach a form there.
        event.stopPropagation();
        setPageOrder(controlNames(event.currentTarget));
        void form.handleSubmit(onSubmit, onInvalidSubmit)(event);
      }}
    >
      {problems.length > 0 ? (
        <ProblemBanner problems={problems} />
      ) : (
        notice && <Banner tone={notice.tone}>{notice.message}</Banner>
      )}
      {children}
      {guardUnsaved === true ? <PageGuard dirty={isDirty} /> : guardUnsaved ? guardUnsaved.dialog : null}
    </form>
  );
}
