import { messages, type StoredFile } from '@woodshed/shared';
import { ArrowLeft, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useDeleteFile } from '../api/delete-file';
import { useFiles, type FileFilter } from '../api/files';
import { DeleteFileDialog } from '../components/DeleteFileDialog';
import { FileList } from '../components/FileList';
import { FileTagsDialog } from '../components/FileTagsDialog';
import { FileTypeTabs } from '../components/FileTypeTabs';
import { RenameFileDialog } from '../components/RenameFileDialog';

type Action = { kind: 'rename' | 'tags' | 'delete'; id: string };

/** /admin/files: every stored file, filtered by type, with copy URL, rename, tags and delete. */
export function Component() {
  useDocumentTitle('Manage Files');
  const [filter, setFilter] = useState<FileFilter>('all');
  const [action, setAction] = useState<Action | null>(null);
  const [pageError, setPageError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const files = useFiles('all');
  const deleteFile = useDeleteFile();
  const tabListRef = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);

  const items = files.data?.items;
  // The dialogs show the cached copy, so they follow each saved change.
  const target = action ? (items?.find((file) => file.id === action.id) ?? null) : null;
  const open = (kind: Action['kind']) => (file: StoredFile) => {
    setPageError(null);
    deleteFile.reset();
    setAction({ kind, id: file.id });
  };
  const close = () => setAction(null);

  const confirmDelete = () => {
    if (!target) return;
    const { id, name } = target;
    deleteFile.mutate(id, {
      onSuccess: () => {
        deleted.current = true;
        setAnnouncement(`Deleted ${name}`);
        close();
      },
    });
  };

  return (
    <>
      <TextLink to={paths.adminLibrary} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Library Management
      </TextLink>
      <PageHeader
        title="Manage Files"
        description="Images, documents, audio and video uploaded for the library and courses."
        actions={
          <Link to={paths.adminUploads} className={buttonClasses('primary')}>
            <Upload aria-hidden="true" className="size-4" />
            Upload Files
          </Link>
        }
      />
      {pageError && (
        <Banner tone="error" className="mb-4">
          {pageError}
        </Banner>
      )}
      <FileTypeTabs value={filter} onValueChange={setFilter} tabListRef={tabListRef}>
        {(value) => (
          <FileList
            filter={value}
            files={items}
            isLoading={files.isPending}
            isError={files.isError}
            onRetry={() => void files.refetch()}
            onRename={open('rename')}
            onTags={open('tags')}
            onDelete={open('delete')}
            onCopied={(file) => setAnnouncement(`URL of ${file.name} copied`)}
            onCopyFailed={setPageError}
          />
        )}
      </FileTypeTabs>

      <RenameFileDialog
        file={action?.kind === 'rename' ? target : null}
        onOpenChange={(isOpen) => !isOpen && close()}
        onRenamed={(file) => {
          setAnnouncement(`Renamed to ${file.name}`);
          close();
        }}
      />
      <FileTagsDialog file={action?.kind === 'tags' ? target : null} onOpenChange={(isOpen) => !isOpen && close()} />
      <DeleteFileDialog
        file={action?.kind === 'delete' ? target : null}
        onOpenChange={(isOpen) => !isOpen && close()}
        busy={deleteFile.isPending}
        error={deleteFile.isError ? messages.storage.deleteFailed : null}
        onConfirm={confirmDelete}
        onCloseAutoFocus={(event) => {
          // The row (and its Delete button) is gone: continue from the type filter.
          if (!deleted.current) return;
          deleted.current = false;
          event.preventDefault();
          tabListRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
        }}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
