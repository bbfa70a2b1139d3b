import { SIGN_IN_CAPTCHA_AFTER_FAILURES, messages } from '@woodshed/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '../lib/errors.ts';

/** remindersOff: the one-click link of a reminder e-mail (per IP only). */
export type RateLimitedAction = 'register' | 'reset' | 'remindersOff';

/**
 * One sign-in attempt, begun by `beginSignIn`. The attempt has reserved a point on its address's counters; it
 * keeps them only when it turns out to be a failure, so successes never count.
 */
export interface SignInAttempt {
  /** This address has failed on this account, and the account has failed often enough: the CAPTCHA comes first. */
  readonly captchaRequired: boolean;
  /** The password was right: the address's point is given back and its failures on this account are forgotten. */
  succeeded(): Promise<void>;
  /** Nothing was checked (no CAPTCHA where one was needed, or a server error): the points are given back. */
  abandoned(): Promise<void>;
  /** A wrong password or CAPTCHA: counts for the account too; says whether this address now needs the CAPTCHA. */
  failed(): Promise<{ captchaRequired: boolean }>;
}

export interface AuthRateLimits {
  /** Sign-up and reset: counts one attempt for the IP and, when given, the e-mail; throws a 429 AppError past the limit. */
  consume(action: RateLimitedAction, ip: string, email?: string): Promise<void>;
  /**
   * Sign-in: throws a 429 AppError when this IP has failed too often (on any accounts) or has failed too often on
   * this account. Failures are never counted against an account alone, so nobody can lock its owner out.
   */
  beginSignIn(ip: string, email: string): Promise<SignInAttempt>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: AuthRateLimits;
  }
}

const REDIS_READY_WAIT_MS = 3000;

const rateLimited = (msBeforeNext: number) =>
  new AppError('rate_limited', messages.auth.rateLimited, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });

/** Sign-in, sign-up and reset limits (DESIGN §4), in Redis when REDIS_URL is set. */
export const rateLimitsPlugin = fp(async (app: FastifyInstance) => {
  const { perIp, perEmail, windowSeconds } = app.config.authRateLimit;
  // Loaded only when configured, so a start without Redis does not pay for it.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err: Error) => app.log.warn({ err: err.message }, 'redis error'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => undefined);
    });
    // Commands are not queued while connecting, so the first requests after start would count in this
    // instance's memory only. Wait briefly for the connection; a Redis that is down does not stop the start.
    await new Promise<void>((resolve) => {
      if (redis.status === 'ready') return resolve();
      const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
      timer.unref();
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  const make = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    if (!redis) return memory;
    // If Redis is unreachable the in-memory limiter keeps protecting this instance.
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `woodshed:${keyPrefix}`,
      points,
      duration: windowSeconds,
      insuranceLimiter: memory,
    });
  };

  const limiters = new Map<string, RateLimiterAbstract>();
  for (const action of ['register', 'reset', 'remindersOff'] as const) {
    limiters.set(`${action}:ip`, make(`${action}-ip`, perIp));
    limiters.set(`${action}:email`, make(`${action}-email`, perEmail));
  }
  /** Sign-in counts failures only: per IP, per (account, IP) pair, and per account (which only asks for the CAPTCHA). */
  const signInFailures = {
    ip: make('login-fail-ip', perIp),
    pair: make('login-fail-pair', perEmail),
    account: make('login-fail-account', SIGN_IN_CAPTCHA_AFTER_FAILURES),
  };

  const consumeOne = async (limiter: RateLimiterAbstract, key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw rateLimited(rejection.msBeforeNext);
      throw rejection;
    }
  };

  /**
   * Takes a point (atomically, so parallel requests cannot slip past the cap together) and refuses past the cap.
   * A refused attempt keeps its point: it is the refused address that is over its limit.
   */
  const reserve = async (limiter: RateLimiterAbstract, key: string, cap: number) => {
    const taken = await limiter.penalty(key);
    if (taken.consumedPoints > cap) throw rateLimited(taken.msBeforeNext);
    return taken.consumedPoints;
  };

  const giveBack = async (limiter: RateLimiterAbstract, key: string) => {
    const left = await limiter.reward(key);
    // The window ended while the request ran: the reward started a new one below zero, a free failure. Drop it.
    if (left.consumedPoints <= 0) await limiter.delete(key);
  };

  app.decorate('authRateLimits', {
    async consume(action, ip, email) {
      await consumeOne(limiters.get(`${action}:ip`)!, ip);
      if (email) await consumeOne(limiters.get(`${action}:email`)!, email.toLowerCase());
    },

    async beginSignIn(ip, email) {
      const account = email.toLowerCase();
      // An IP holds no space, so the pair key cannot be read two ways.
      const pair = `${ip} ${account}`;
      await reserve(signInFailures.ip, ip, perIp);
      const pairFailures = (await reserve(signInFailures.pair, pair, perEmail)) - 1;
      // A read: the account's counter only ever grows by failures.
      const accountFailures = (await signInFailures.account.get(account))?.consumedPoints ?? 0;
      let settled = false;
      const settle = () => {
        if (settled) throw new Error('sign-in attempt settled twice');
        settled = true;
      };
      return {
        captchaRequired: pairFailures > 0 && accountFailures >= SIGN_IN_CAPTCHA_AFTER_FAILURES,
        async succeeded() {
          settle();
          await giveBack(signInFailures.ip, ip);
          await signInFailures.pair.delete(pair);
        },
        async abandoned() {
          settle();
          await giveBack(signInFailures.ip, ip);
          await giveBack(signInFailures.pair, pair);
        },
        async failed() {
          settle();
          const counted = await signInFailures.account.penalty(account);
          return { captchaRequired: counted.consumedPoints >= SIGN_IN_CAPTCHA_AFTER_FAILURES };
        },
      };
    },
  } satisfies AuthRateLimits);
});
