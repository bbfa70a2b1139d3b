import { messages, type StoredFile } from '@woodshed/shared';
import { ArrowLeft, Upload } from 'lucide-react';
import { Tabs } from 'radix-ui';
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
import { RenameFileDialog } from '../components/RenameFileDialog';
import { FILE_FILTERS } from '../file-info';

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
      <Tabs.Root value={filter} onValueChange={(value) => setFilter(value as FileFilter)}>
        <Tabs.List
          ref={tabListRef}
          aria-label="File type"
          className="mb-4 flex gap-1 overflow-x-auto rounded-lg border border-stone-200 bg-white p-1 shadow-xs"
        >
          {FILE_FILTERS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="shrink-0 rounded-md px-2 py-1.5 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-700 data-[state=active]:bg-amber-800 data-[state=active]:text-white sm:px-3"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {FILE_FILTERS.map(({ value }) => (
          <Tabs.Content
            key={value}
            value={value}
            className="rounded-xl border border-stone-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-amber-700"
          >
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
          </Tabs.Content>
        ))}
      </Tabs.Root>

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
