import { messages, type AdminAchievement } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAdminAchievements } from '../../api/admin-achievements';
import { useDeleteAchievement } from '../../api/admin-delete-achievement';
import { AchievementFormDialog, type AchievementEditor } from './AchievementFormDialog';
import { AdminAchievementRow } from './AdminAchievementRow';

const m = messages.achievements;

/**
 * Achievements management (spec part 3 §2.3): every achievement newest first, Add Achievement, Edit (both in a
 * dialog) and Delete with the spec's confirmation; the empty text when there are none.
 */
export function AdminAchievementsPanel() {
  const achievements = useAdminAchievements();
  const deleteAchievement = useDeleteAchievement();
  const [editor, setEditor] = useState<AchievementEditor | null>(null);
  const [deleting, setDeleting] = useState<AdminAchievement | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addRef = useRef<HTMLButtonElement>(null);
  const deleted = useRef(false);
  const items = achievements.data?.items;

  const openEditor = (achievement: AdminAchievement | null) => {
    setNotice(null);
    setEditor({ achievement });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { id, title } = deleting;
    deleteAchievement.mutate(id, {
      onSuccess: () => {
        deleted.current = true;
        setNotice(null);
        setAnnouncement(`Deleted the achievement "${title}".`);
        setDeleting(null);
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
              onDelete={(item) => {
                deleteAchievement.reset();
                setDeleting(item);
              }}
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
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete achievement"
        message={m.deleteConfirm}
        busy={deleteAchievement.isPending}
        error={deleteAchievement.isError ? m.deleteFailed : null}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // The row and its Delete button are gone: continue from Add Achievement.
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          addRef.current?.focus();
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
