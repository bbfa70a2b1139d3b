import type { StoredFile } from '@woodshed/shared';
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
import { FileActionDialogs, type FileActionKind } from '../components/FileActionDialogs';
import { FileList } from '../components/FileList';
import { FileTypeTabs } from '../components/FileTypeTabs';

type Action = { kind: FileActionKind; id: string };

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

  const items = files.data?.items;
  // The dialogs show the cached copy, so they follow each saved change.
  const target = action ? (items?.find((file) => file.id === action.id) ?? null) : null;
  const open = (kind: Action['kind']) => (file: StoredFile) => {
    setPageError(null);
    deleteFile.reset();
    setAction({ kind, id: file.id });
  };
  const close = () => setAction(null);

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

      <FileActionDialogs
        kind={action?.kind ?? null}
        file={target}
        onClose={close}
        onAnnounce={setAnnouncement}
        deleteFile={deleteFile}
        tabListRef={tabListRef}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
