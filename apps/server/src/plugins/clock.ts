import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface Clock {
  now(): Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The time "now" for services (today in the user's zone, streaks, daily XP); tests pin it. */
    clock: Clock;
  }
}

export const clockPlugin = fp(async (app: FastifyInstance, options: { clock?: Clock | undefined }) => {
  app.decorate('clock', options.clock ?? { now: () => new Date() });
});
