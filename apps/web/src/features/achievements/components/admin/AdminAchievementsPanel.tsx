import { messages, type AdminAchievement } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useAdminAchievements } from '../../api/admin-achievements';
import { useDeleteAchievement } from '../../api/admin-delete-achievement';
import { AchievementFormDialog, type AchievementEditor } from './AchievementFormDialog';
import { AdminAchievementRow } from './AdminAchievementRow';

const m = messages.achievements;

/**
 * Achievements management: every achievement newest first, Add Achievement, Edit (both in a
 * dialog) and Delete with the spec's confirmation; the empty text when there are none.
 */
export function AdminAchievementsPanel() {
  const achievements = useAdminAchievements();
  const deleteAchievement = useDeleteAchievement();
  const [editor, setEditor] = useState<AchievementEditor | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  // The row and its Delete button are gone after a delete: continue from Add Achievement.
  const deletion = useDeleteConfirmation<AdminAchievement>({
    mutation: deleteAchievement,
    failedMessage: m.deleteFailed,
    focusAfterDelete: addRef,
  });
  const items = achievements.data?.items;

  const openEditor = (achievement: AdminAchievement | null) => {
    setNotice(null);
    setEditor({ achievement });
  };

  const confirmDelete = () => {
    if (!deletion.target) return;
    const { id, title } = deletion.target;
    deleteAchievement.mutate(id, {
      onSuccess: () => {
        setNotice(null);
        setAnnouncement(`Deleted the achievement "${title}".`);
        deletion.deleted();
      },
    });
  };

  return (
    <>
      <PageHeader
        title="Manage Achievements"
        description="Newest first. An achievement with a criterion is earned automatically; any can be awarded by hand."
        actions={
          <Button ref={addRef} onClick={() => openEditor(null)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Achievement
          </Button>
        }
      />
      {notice && (
        <Banner tone="success" className="mb-4">
          {notice}
        </Banner>
      )}
      {achievements.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading achievements…" size="lg" />
        </div>
      ) : achievements.isError && !items ? (
        <LoadError
          message={m.loadFailed}
          onRetry={() => void achievements.refetch()}
          retrying={achievements.isFetching}
        />
      ) : items && items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-700">
          {m.empty}
        </p>
      ) : (
        <ul aria-label="Achievements" className="flex flex-col gap-3">
          {items?.map((achievement) => (
            <AdminAchievementRow
              key={achievement.id}
              achievement={achievement}
              onEdit={openEditor}
              onDelete={deletion.ask}
            />
          ))}
        </ul>
      )}
      <AchievementFormDialog
        editor={editor}
        onClose={() => setEditor(null)}
        onSaved={(saved, created) => {
          setEditor(null);
          setNotice(created ? `Added "${saved.title}".` : `Saved "${saved.title}".`);
        }}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete achievement"
        message={m.deleteConfirm}
        onConfirm={confirmDelete}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
