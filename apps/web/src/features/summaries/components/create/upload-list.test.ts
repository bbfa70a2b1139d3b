import { messages, UPLOAD_MAX_BYTES, type PendingAttachment } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { attachmentIdsOf, pendingUploads, uploadListReducer, type UploadItem } from './upload-list';

const small = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
const attachment = (id: string): PendingAttachment => ({
  id,
  fileName: 'notes.pdf',
  fileType: 'application/pdf',
  size: 8,
});

function bigFile(): File {
  const file = new File(['x'], 'lesson.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: UPLOAD_MAX_BYTES });
  return file;
}

const added = (): UploadItem[] =>
  uploadListReducer([], {
    type: 'add',
    items: [
      { key: 'a', file: small },
      { key: 'b', file: small },
    ],
  });

describe('upload list', () => {
  it('starts chosen files uploading and counts them as pending', () => {
    const items = added();
    expect(items.map((item) => item.status)).toEqual(['uploading', 'uploading']);
    expect(pendingUploads(items)).toBe(2);
    expect(attachmentIdsOf(items)).toEqual([]);
  });

  it('refuses 10 MB or more at once, without a retry', () => {
    const [item] = uploadListReducer([], { type: 'add', items: [{ key: 'big', file: bigFile() }] });
    expect(item).toMatchObject({ status: 'failed', reason: messages.storage.tooLarge, retryable: false });
    expect(uploadListReducer([item!], { type: 'retry', key: 'big' })).toEqual([item]);
  });

  it('keeps the uploaded ids in the order chosen, leaving failures out', () => {
    let items = added();
    items = uploadListReducer(items, { type: 'uploaded', key: 'b', attachment: attachment('id-b') });
    items = uploadListReducer(items, { type: 'failed', key: 'a', reason: 'Invalid file type' });
    expect(items[0]).toMatchObject({ status: 'failed', reason: 'Invalid file type', retryable: true });
    expect(attachmentIdsOf(items)).toEqual(['id-b']);
    expect(pendingUploads(items)).toBe(0);
  });

  it('retries a failed upload and forgets a removed one', () => {
    let items = uploadListReducer(added(), { type: 'failed', key: 'a', reason: 'Network' });
    items = uploadListReducer(items, { type: 'retry', key: 'a' });
    expect(items[0]!.status).toBe('uploading');
    items = uploadListReducer(items, { type: 'uploaded', key: 'a', attachment: attachment('id-a') });
    items = uploadListReducer(items, { type: 'remove', key: 'b' });
    expect(items.map((item) => item.key)).toEqual(['a']);
    expect(attachmentIdsOf(items)).toEqual(['id-a']);
  });

  it('ignores an answer for a file that was removed meanwhile', () => {
    const items = uploadListReducer(added(), { type: 'remove', key: 'a' });
    expect(uploadListReducer(items, { type: 'uploaded', key: 'a', attachment: attachment('x') })).toEqual(items);
  });
});
