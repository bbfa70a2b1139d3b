import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@woodshed/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileUsageRegistry, type FileUsageRegistry } from '../../lib/file-usages.ts';
import { createFileStore, type FileStore } from './file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stored files: local disk under DATA_DIR/storage, or S3 when S3_BUCKET is set (Files). */
    files: FileStore;
    /** What uses a stored file: each module keeping file references adds its provider from its routes plugin. */
    fileUsages: FileUsageRegistry;
  }
}

/**
 * The file store as `app.files`, the file-usage registry as `app.fileUsages`, and multipart parsing for uploads:
 * one file of at most 10 MB and a few fields per request (a larger file is refused with 413 by the upload route).
 */
export const storagePlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  const files = createFileStore(app.db, app.config, { log: app.log });
  app.decorate('files', files);
  app.decorate('fileUsages', createFileUsageRegistry());
  app.addHook('onClose', async () => files.close());
  app.log.debug({ bucket: files.bucket, driver: app.config.storage.driver }, 'file storage ready');
});
