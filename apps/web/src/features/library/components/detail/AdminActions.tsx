import { useQueryClient } from '@tanstack/react-query';
import { messages, type LibraryDetail } from '@woodshed/shared';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { paths } from '@/lib/paths';
import { forgetDeletedItem, useDeleteLibraryItem } from '../../api/delete-item';
import { useSetPublished } from '../../api/set-published';

/**
 * Superadmin tools on a detail page: 'Edit' ('Edit Article' on articles) to the admin editor,
 * 'Unpublish' / 'Publish', and 'Delete' after a confirmation, which returns to the list.
 */
export function AdminActions({ item }: { item: LibraryDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const publish = useSetPublished();
  const remove = useDeleteLibraryItem();
  const [confirming, setConfirming] = useState(false);

  const onDelete = () =>
    remove.mutate(item.id, {
      onSuccess: async () => {
        await navigate(paths.libraryList(item.contentType), { replace: true });
        forgetDeletedItem(queryClient, item.id);
      },
    });

  return (
    <section
      aria-label="Admin actions"
      className="flex flex-col gap-3 rounded-xl border border-dashed border-amber-300 bg-amber-50/60 p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto flex items-center gap-1.5 text-sm font-medium text-stone-800">
          {item.published ? (
            <Eye aria-hidden="true" className="size-4 text-green-700" />
          ) : (
            <EyeOff aria-hidden="true" className="size-4 text-stone-600" />
          )}
          {item.published ? 'Published: learners can see this.' : 'Unpublished: only superadmins can see this.'}
        </p>
        <Link to={paths.adminLibraryForm(item.contentType, item.id)} className={buttonClasses('secondary', 'sm')}>
          <Pencil aria-hidden="true" className="size-4" />
          {item.contentType === 'article' ? 'Edit Article' : 'Edit'}
        </Link>
        <Button
          variant="secondary"
          size="sm"
          loading={publish.isPending}
          onClick={() => publish.mutate({ id: item.id, published: !item.published })}
        >
          {item.published ? 'Unpublish' : 'Publish'}
        </Button>
        <Button
          variant="danger"
          size="sm"
          onClick={() => {
            remove.reset();
            setConfirming(true);
          }}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      </div>
      {publish.isError && <Banner tone="error">{messages.library.publishFailed}</Banner>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete "${item.title}"?`}
        message={messages.library.deleteConfirm}
        busy={remove.isPending}
        error={remove.isError ? messages.library.deleteFailed : null}
        onConfirm={onDelete}
      />
    </section>
  );
}
