import { messages, type Faculty } from '@woodshed/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { DeleteAction, EditAction, RowActions } from '@/components/ui/RowActions';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useDeleteFaculty } from '../api/delete-faculty';
import { useFaculty } from '../api/faculty';
import { FacultyAvatar, fullName } from '../components/faculty/FacultyAvatar';
import { FacultyFormDialog, type FacultyEditor } from '../components/faculty/FacultyFormDialog';

const m = messages.faculty;

/** /admin/faculty (superadmins): the teachers session summaries name, with add, edit and delete. */
export function Component() {
  useDocumentTitle('Faculty');
  const faculty = useFaculty();
  const remove = useDeleteFaculty();
  const [editor, setEditor] = useState<FacultyEditor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  // The row is gone after a delete: focus goes to Add Faculty Member.
  const deletion = useDeleteConfirmation<Faculty>({
    mutation: remove,
    failedMessage: m.deleteFailed,
    focusAfterDelete: addRef,
  });

  const confirmDelete = () => {
    const deleting = deletion.target;
    if (!deleting) return;
    const name = fullName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        deletion.deleted();
        setNotice(`Deleted ${name}.`);
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <TextLink to={paths.admin} className="mb-4 inline-flex items-center gap-1 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Admin Dashboard
      </TextLink>
      <PageHeader
        title="Faculty"
        description="The teachers named on session summaries."
        actions={
          <Button ref={addRef} onClick={() => setEditor({ faculty: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Add Faculty Member
          </Button>
        }
      />
      {notice && (
        <Banner tone="success" className="mb-4">
          {notice}
        </Banner>
      )}
      {faculty.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading faculty members…" size="lg" />
        </div>
      )}
      {faculty.isError && (
        <LoadError message={m.loadFailed} onRetry={() => void faculty.refetch()} retrying={faculty.isFetching} />
      )}
      {faculty.isSuccess && faculty.data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {m.empty}
        </p>
      )}
      {faculty.isSuccess && faculty.data.items.length > 0 && (
        <ul aria-label="Faculty members" className="flex flex-col gap-3">
          {faculty.data.items.map((member) => (
            <FacultyRow
              key={member.id}
              faculty={member}
              onEdit={() => setEditor({ faculty: member })}
              onDelete={() => deletion.ask(member)}
            />
          ))}
        </ul>
      )}
      <FacultyFormDialog
        editor={editor}
        onClose={() => setEditor(null)}
        onSaved={(saved, created) => {
          setEditor(null);
          setNotice(created ? `Added ${fullName(saved)}.` : `Saved ${fullName(saved)}.`);
        }}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete faculty member?"
        message={m.deleteConfirm}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

function FacultyRow({ faculty, onEdit, onDelete }: { faculty: Faculty; onEdit: () => void; onDelete: () => void }) {
  const name = fullName(faculty);
  const headingId = `faculty-${faculty.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-5"
      >
        <div className="flex min-w-0 flex-1 gap-4">
          <FacultyAvatar {...faculty} className="size-14 text-lg" />
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
              {name}
            </h2>
            {faculty.title && <p className="text-sm font-medium text-stone-700">{faculty.title}</p>}
            {faculty.bio && <p className="mt-1 line-clamp-2 text-sm break-words text-stone-600">{faculty.bio}</p>}
          </div>
        </div>
        <RowActions>
          <EditAction subject={name} onClick={onEdit} />
          <DeleteAction subject={name} onClick={onDelete} />
        </RowActions>
      </article>
    </li>
  );
}
