import { focusAreaListResponseSchema } from '@woodshed/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFocusAreas } from './service.ts';

/** The focus areas a session can be tagged with: /api/focus-areas (reference data, the same for everyone). */
export const focusAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'user' },
      schema: {
        summary: 'List the focus areas a practice session can be tagged with',
        tags: ['practice'],
        response: { 200: focusAreaListResponseSchema },
      },
    },
    async () => listFocusAreas(app.db),
  );
};
