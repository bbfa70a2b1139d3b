import { zodResolver } from '@hookform/resolvers/zod';
import { localDateOf, messages, type PracticeSession } from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import type { FieldPath, Resolver } from 'react-hook-form';
import { applyApiError, useSchemaForm } from '@/components/ui/form';
import { ApiError, isApiError } from '@/lib/api';
import { useLogPracticeSession } from '../api/log-session';
import { useUpdatePracticeSession } from '../api/update-session';
import { focusAndReveal } from '../focus';
import {
  fieldOfServerError,
  initialValues,
  logFormSchema,
  toRequest,
  valuesOfSession,
  type CustomRow,
  type LogFormOutput,
  type LogFormValues,
} from './log-form-model';

const m = messages.practice;

/** What the form says after a save, in its status region. */
export type SavedNotice = { kind: 'updated' } | { kind: 'logged'; xpAwarded: number };

export interface PracticeSessionFormOptions {
  timeZone: string;
  editing: PracticeSession | null;
  onLogged?: (() => void) | undefined;
  onEditDone?: ((saved: PracticeSession | null) => void) | undefined;
  prefill?: Partial<LogFormValues> | undefined;
}

/** The shared rules, with "today" taken in the user's zone when the form is checked (not when it was drawn). */
function resolverFor(timeZone: string): Resolver<LogFormValues, unknown, LogFormOutput> {
  return (values, context, options) =>
    zodResolver(logFormSchema(localDateOf(new Date(), timeZone)))(values, context, options);
}

/**
 * The refusal with the request field it blames renamed to the form's: a custom focus area ('focusAreas.2') is
 * the row it came from, so applyApiError puts the message beside that row.
 */
function inFormTerms(error: unknown, customKeys: number[], rows: CustomRow[]): unknown {
  if (!isApiError(error)) return error;
  const target = fieldOfServerError(error.field, customKeys);
  if (target?.field !== 'customRows') return error;
  const row = rows.findIndex((candidate) => candidate.key === target.rowKey);
  return row < 0 ? error : new ApiError(error.status, error.code, error.message, `customRows.${row}.value`);
}

/**
 * The practice form's state: react-hook-form over the shared rules, the log and correct requests, the notice
 * after a save, and where focus goes when the form starts over (its date) or a save fails for no field (Save).
 */
export function usePracticeSessionForm({
  timeZone,
  editing,
  onLogged,
  onEditDone,
  prefill,
}: PracticeSessionFormOptions) {
  const form = useSchemaForm({
    resolver: resolverFor(timeZone),
    defaultValues: { ...initialValues(localDateOf(new Date(), timeZone)), ...prefill },
  });
  const [notice, setNotice] = useState<SavedNotice | null>(null);
  // Focus moves after the render that follows a save, once the fields and the button are enabled again: to the
  // date when the form starts over, to the field the server refused, or to the button when it blamed none.
  const [focusTarget, setFocusTarget] = useState<'date' | 'submit' | FieldPath<LogFormValues> | null>(null);
  const dateRef = useRef<HTMLInputElement | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const logSession = useLogPracticeSession();
  const updateSession = useUpdatePracticeSession();
  const busy = logSession.isPending || updateSession.isPending;

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget === 'date') focusAndReveal(dateRef.current);
    else if (focusTarget === 'submit') focusAndReveal(submitRef.current);
    // A custom row is focused through the rows' own handle (PracticeSessionFields).
    else form.setFocus(focusTarget.startsWith('customRows.') ? 'customRows' : focusTarget);
    setFocusTarget(null);
  }, [focusTarget, form]);

  const startOver = (values: LogFormValues) => {
    form.reset(values);
    setFocusTarget('date');
  };
  const blank = () => initialValues(localDateOf(new Date(), timeZone));

  // Opening a session for correction fills the form with it and puts focus on its first field.
  const editingId = editing?.id ?? null;
  useEffect(() => {
    if (!editing) return;
    setNotice(null);
    startOver(valuesOfSession(editing));
    // Only a different session refills the form, not a refetched copy of the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editingId]);

  const stopEditing = () => {
    startOver(blank());
    onEditDone?.(null);
  };

  const submit = (values: LogFormOutput) => {
    if (busy) return;
    setNotice(null);
    const { body, customKeys } = toRequest(values);
    const onError = (error: unknown) => {
      const problem = applyApiError(form, inFormTerms(error, customKeys, form.getValues('customRows')), {
        fallback: editing ? m.updateFailed : m.logFailed,
        // A correction refused for its session (404 gone) says so in the server's words.
        alsoShow: editing ? [404] : [],
      });
      setFocusTarget((problem.field as FieldPath<LogFormValues> | null) ?? 'submit');
    };
    if (editing) {
      updateSession.mutate(
        { id: editing.id, body },
        {
          onSuccess: (saved) => {
            startOver(blank());
            setNotice({ kind: 'updated' });
            onEditDone?.(saved);
          },
          onError,
        },
      );
      return;
    }
    logSession.mutate(body, {
      onSuccess: (result) => {
        startOver(blank());
        setNotice({ kind: 'logged', xpAwarded: result.xpAwarded });
        onLogged?.();
      },
      onError,
    });
  };

  return { form, submit, busy, notice, clearNotice: () => setNotice(null), stopEditing, dateRef, submitRef };
}
