import { messages } from '@woodshed/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isAbortError, isApiError } from '@/lib/api';
import { uploadAttachment } from '../../api/upload-attachment';
import { refusalOf, uploadListReducer, type UploadItem } from './upload-list';

let nextKey = 0;

/**
 * The summary form's attachments: choosing files sends each at once to the pending-attachments endpoint; a failure
 * keeps the server's reason for the 'Upload failed' mark. Removing a file that is still on its way cancels it.
 */
export function useUploadList() {
  const [items, dispatch] = useReducer(uploadListReducer, []);
  const inFlight = useRef(new Map<string, AbortController>());

  const send = useCallback((key: string, file: File) => {
    const controller = new AbortController();
    inFlight.current.set(key, controller);
    uploadAttachment(file, controller.signal)
      .then(
        (attachment) => dispatch({ type: 'uploaded', key, attachment }),
        (error: unknown) => {
          if (isAbortError(error)) return;
          dispatch({
            type: 'failed',
            key,
            reason: isApiError(error) ? error.message : messages.storage.uploadFailed,
          });
        },
      )
      .finally(() => inFlight.current.delete(key));
  }, []);

  // Leaving the page cancels what is still being sent.
  useEffect(() => {
    const pending = inFlight.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: `upload-${(nextKey += 1)}`, file }));
      dispatch({ type: 'add', items: added });
      // Files of 10 MB or more are marked refused by the reducer and never sent.
      for (const { key, file } of added) if (refusalOf(file) === null) send(key, file);
    },
    [send],
  );

  const retry = useCallback(
    (item: UploadItem) => {
      if (item.status !== 'failed' || !item.retryable) return;
      dispatch({ type: 'retry', key: item.key });
      send(item.key, item.file);
    },
    [send],
  );

  const remove = useCallback((key: string) => {
    inFlight.current.get(key)?.abort();
    dispatch({ type: 'remove', key });
  }, []);

  return { items, add, retry, remove };
}
