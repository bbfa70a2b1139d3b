import { localDateOf, messages, type Goal } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { useGoals } from '../api/list';
import { GoalCard } from '../components/GoalCard';
import { GoalFormDialog, type GoalEditor } from '../components/GoalFormDialog';

/** /goals: the user's SMART goals, newest first, with their milestones; add, edit and delete in a dialog. */
export function Component() {
  useDocumentTitle('Goals');
  const { user } = useAuth();
  const goals = useGoals();
  const [editor, setEditor] = useState<GoalEditor | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const newGoalRef = useRef<HTMLButtonElement>(null);
  /** What had focus when the form opened ('New Goal' or the goal's 'Edit'); it gets focus back. */
  const opener = useRef<HTMLElement | null>(null);

  const openForm = (goal: Goal | null, from: HTMLElement) => {
    opener.current = from;
    setAnnouncement('');
    setEditor({ goal, today: localDateOf(new Date(), user?.timezone ?? 'UTC') });
  };
  const closeForm = (message = '') => {
    setEditor(null);
    setAnnouncement(message);
  };

  return (
    <>
      <PageHeader
        title="Goals"
        description="Set SMART goals, break them into milestones and track your progress."
        actions={
          <Button ref={newGoalRef} onClick={(event) => openForm(null, event.currentTarget)}>
            <Plus aria-hidden="true" className="size-4" />
            New Goal
          </Button>
        }
      />

      {goals.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading goals…" size="lg" />
        </div>
      )}

      {goals.isError && <LoadError message={messages.goals.loadFailed} onRetry={() => void goals.refetch()} />}

      {goals.data &&
        (goals.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
            {messages.goals.empty}
          </p>
        ) : (
          <ul aria-label="Your goals" className="grid gap-4 lg:grid-cols-2">
            {goals.data.items.map((goal) => (
              <li key={goal.id}>
                <GoalCard goal={goal} onEdit={openForm} />
              </li>
            ))}
          </ul>
        ))}

      <GoalFormDialog
        editor={editor}
        onClose={() => closeForm()}
        onSaved={() => closeForm(editor?.goal ? 'Goal saved' : 'Goal created')}
        onDeleted={() => {
          opener.current = newGoalRef.current;
          closeForm('Goal deleted');
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = opener.current?.isConnected ? opener.current : newGoalRef.current;
          target?.focus();
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
