import { messages, type PracticeSession } from '@woodshed/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Form } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import type { LogFormValues } from './log-form-model';
import { PracticeSessionFields } from './PracticeSessionFields';
import { StatusNotice } from './StatusNotice';
import { usePracticeSessionForm, type SavedNotice } from './use-practice-session-form';

const m = messages.practice;

export interface PracticeSessionFormProps {
  timeZone: string;
  /** The form's name: the id of a heading that names it, or its own text (in a dialog its title names). */
  label: { headingId: string } | { text: string };
  /** After a session is saved (the page shows the active list again). */
  onLogged?: () => void;
  /** A session being corrected (issue 12): the form is filled with it and saves with PUT. */
  editing?: PracticeSession | null;
  /** After the correction is saved (with the saved session, once the lists have refetched) or cancelled (null). */
  onEditDone?: (saved: PracticeSession | null) => void;
  /** Values the new session starts with instead of the defaults (the stopped practice timer's minutes and focus). */
  prefill?: Partial<LogFormValues>;
  /**
   * In a dialog: the buttons stay at the bottom of its scrolling body, so the primary action is always on screen,
   * right-aligned as in the dialog footers.
   */
  inDialog?: boolean;
  /** Buttons before the primary one (the practice timer's Discard). */
  extraActions?: ReactNode;
}

function SavedMessage({ notice }: { notice: SavedNotice }) {
  if (notice.kind === 'updated') return <p className="font-semibold">{m.updated}</p>;
  return (
    <>
      <p className="font-semibold">{m.logged}</p>
      {notice.xpAwarded > 0 && <p>{m.dailyXp(notice.xpAwarded)}</p>}
    </>
  );
}

/**
 * A practice session's fields: date, duration, focus areas (listed and custom) and notes;
 * it logs a new session, or corrects `editing` (on /practice and in the history's edit dialog).
 */
export function PracticeSessionForm({
  timeZone,
  label,
  onLogged,
  editing = null,
  onEditDone,
  prefill,
  inDialog = false,
  extraActions,
}: PracticeSessionFormProps) {
  const { form, submit, busy, notice, clearNotice, stopEditing, dateRef, submitRef } = usePracticeSessionForm({
    timeZone,
    editing,
    onLogged,
    onEditDone,
    prefill,
  });
  const submitButton = (
    <Button ref={submitRef} type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Logging...'}>
      {editing ? 'Save changes' : 'Log Practice'}
    </Button>
  );
  return (
    <Form
      form={form}
      onSubmit={submit}
      // Any new attempt replaces the last save's message, refused or not.
      onSubmitCapture={clearNotice}
      aria-labelledby={'headingId' in label ? label.headingId : undefined}
      label={'text' in label ? label.text : undefined}
      className={cn(
        'flex flex-col gap-5',
        // A focused field never hides behind the sticky buttons.
        inDialog && '[&_:is(input,textarea)]:scroll-mb-32',
      )}
    >
      <StatusNotice>{notice && <SavedMessage notice={notice} />}</StatusNotice>
      <PracticeSessionFields form={form} timeZone={timeZone} dateRef={dateRef} disabled={busy} />
      <div
        className={cn(
          'flex flex-wrap gap-3',
          // The dialog body's padding (px-5 py-4) is undone so the bar spans it and sits on its bottom edge.
          inDialog &&
            'sticky -bottom-4 -mx-5 -mb-4 justify-end rounded-b-xl border-t border-stone-200 bg-white px-5 py-3',
        )}
      >
        {/* In a dialog the primary button comes last, as in the dialog footers; on a page, first. */}
        {!inDialog && submitButton}
        {extraActions}
        {editing && (
          <Button type="button" variant="secondary" onClick={stopEditing} disabled={busy}>
            Cancel
          </Button>
        )}
        {inDialog && submitButton}
      </div>
    </Form>
  );
}
