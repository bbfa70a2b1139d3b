import { messages } from '@woodshed/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../lib/errors.ts';

export type RateLimitedAction = 'login' | 'register' | 'reset';

export interface AuthRateLimits {
  /** Counts one attempt for the IP and, when given, the e-mail; throws a 429 AppError past the limit. */
  consume(action: RateLimitedAction, ip: string, email?: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: AuthRateLimits;
  }
}

/** Sign-in, sign-up and reset limits per IP and per e-mail (DESIGN §4), in Redis when REDIS_URL is set. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { perIp, perEmail, windowSeconds } = app.config.authRateLimit;
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
  }
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    if (!redis) return memory;
    // If Redis is unreachable the in-memory limiter keeps protecting this instance.
    return new RateLimiterRedis({ storeClient: redis, keyPrefix: `woodshed:${keyPrefix}`, points, duration: windowSeconds, insuranceLimiter: memory });
  };
  const limiters = new Map<string, RateLimiterAbstract>();
  for (const action of ['login', 'register', 'reset'] as const) {
    limiters.set(`${action}:ip`, make(`${action}-ip`, perIp));
    limiters.set(`${action}:email`, make(`${action}-email`, perEmail));
  }

  const consumeOne = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new AppError('rate_limited', messages.auth.rateLimited, undefined, { 'retry-after': String(retryAfter) });
      }
      throw rejection;
    }
  };

  app.decorate('authRateLimits', {
    async consume(action, ip, email) {
      await consumeOne(limiters.get(`${action}:ip`)!, ip);
      if (email) await consumeOne(limiters.get(`${action}:email`)!, email.toLowerCase());
    },
  } satisfies AuthRateLimits);
});
