import { privateLessonsSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingFileUsages } from './file-usages.ts';
import { getPrivateLessons } from './service.ts';

/** Pages whose text comes from the site settings: /api/private-lessons. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.fileUsages.add(settingFileUsages);
  app.get(
    '/api/private-lessons',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Get the private-lessons page text',
        tags: ['settings'],
        response: { 200: privateLessonsSchema },
      },
    },
    async () => getPrivateLessons(app.db),
  );
};
