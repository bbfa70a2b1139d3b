import { messages, type StoredFile } from '@woodshed/shared';
import { useRef, type RefObject } from 'react';
import type { useDeleteFile } from '../api/delete-file';
import { DeleteFileDialog } from './DeleteFileDialog';
import { FileTagsDialog } from './FileTagsDialog';
import { RenameFileDialog } from './RenameFileDialog';

export type FileActionKind = 'rename' | 'tags' | 'delete';

interface FileActionDialogsProps {
  /** The dialog open, if any, and its file (the cached copy, so it follows each saved change). */
  kind: FileActionKind | null;
  file: StoredFile | null;
  onClose: () => void;
  /** The page's status line ('Renamed to …', 'Deleted …'). */
  onAnnounce: (text: string) => void;
  deleteFile: ReturnType<typeof useDeleteFile>;
  /** The type filter's tab list: focus goes to its selected tab once a deleted row is gone. */
  tabListRef: RefObject<HTMLDivElement | null>;
}

/** The file manager's dialogs: Rename, Tags, and Delete (confirmed). */
export function FileActionDialogs({ kind, file, onClose, onAnnounce, deleteFile, tabListRef }: FileActionDialogsProps) {
  const deleted = useRef(false);
  const confirmDelete = () => {
    if (!file) return;
    const { id, name } = file;
    deleteFile.mutate(id, {
      onSuccess: () => {
        deleted.current = true;
        onAnnounce(`Deleted ${name}`);
        onClose();
      },
    });
  };
  const onOpenChange = (isOpen: boolean) => !isOpen && onClose();

  return (
    <>
      <RenameFileDialog
        file={kind === 'rename' ? file : null}
        onOpenChange={onOpenChange}
        onRenamed={(renamed) => {
          onAnnounce(`Renamed to ${renamed.name}`);
          onClose();
        }}
      />
      <FileTagsDialog file={kind === 'tags' ? file : null} onOpenChange={onOpenChange} />
      <DeleteFileDialog
        file={kind === 'delete' ? file : null}
        onOpenChange={onOpenChange}
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
    </>
  );
}
