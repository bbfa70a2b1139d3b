import { createHmac } from 'node:crypto';
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
  /**
   * Why the CAPTCHA comes before the password, if it does: 'account' when this address has failed on this account
   * and the account has failed often enough; 'address' when this address has failed on many accounts.
   */
  readonly captchaRequired: 'account' | 'address' | null;
  /** The password was right: the address's point is given back and its failures on this account are forgotten. */
  succeeded(): Promise<void>;
  /** Nothing was checked (no CAPTCHA where one was needed, or a server error): the points are given back. */
  abandoned(): Promise<void>;
  /** A wrong password or CAPTCHA: counts for the account too; says whether this address now needs the CAPTCHA. */
  failed(): Promise<{ captchaRequired: boolean }>;
}

export interface AuthRateLimits {
  /**
   * Counts one attempt for the IP and, for a sign-up, the e-mail; throws a 429 AppError past the limit. Reset requests
   * count per IP only: a per-e-mail limit would let anyone use up the owner's (their e-mails are limited instead).
   */
  consume(action: RateLimitedAction, ip: string, email?: string): Promise<void>;
  /**
   * Sign-in: throws a 429 AppError when this IP has failed too often on this account. An IP that has failed on many
   * accounts is asked for the CAPTCHA instead (a school's NAT shares one address). Failures are never counted
   * against an account alone, so nobody can lock its owner out.
   */
  beginSignIn(ip: string, email: string): Promise<SignInAttempt>;
  /** Removes every counter that names this e-mail (an account being deleted). */
  forgetEmail(email: string): Promise<void>;
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

/** Sign-in, sign-up and reset limits, in Redis when REDIS_URL is set. */
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
  /** A counter in Redis (with this instance's memory as insurance) or in memory alone. */
  interface Counter {
    limiter: RateLimiterAbstract;
    memory: RateLimiterMemory;
    /** The Redis key of the counter `key` is `${redisPrefix}:${key}`. */
    redisPrefix: string;
  }
  const make = (keyPrefix: string, points: number): Counter => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds });
    const redisPrefix = `woodshed:${keyPrefix}`;
    if (!redis) return { limiter: memory, memory, redisPrefix };
    // If Redis is unreachable the in-memory limiter keeps protecting this instance.
    const limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: redisPrefix,
      points,
      duration: windowSeconds,
      insuranceLimiter: memory,
    });
    return { limiter, memory, redisPrefix };
  };

  // Keys name an e-mail by a keyed hash, never the address: Redis is often shared, dumped or monitored.
  const emailKeySecret = createHmac('sha256', app.config.sessionSecret).update('rate-limit-email-keys').digest();
  const emailKey = (email: string) =>
    createHmac('sha256', emailKeySecret).update(email.toLowerCase()).digest('hex').slice(0, 32);

  const limiters = new Map<string, RateLimiterAbstract>();
  for (const action of ['register', 'reset', 'remindersOff'] as const) {
    limiters.set(`${action}:ip`, make(`${action}-ip`, perIp).limiter);
  }
  const registerEmail = make('register-email', perEmail);
  /**
   * Sign-in counts failures only: per IP (which then asks for the CAPTCHA), per (account, IP) pair (which refuses),
   * and per account (which only asks for the CAPTCHA). The pair key is `${emailKey} ${ip}`.
   */
  const signInFailures = {
    ip: make('login-fail-ip', perIp).limiter,
    pair: make('login-fail-pair', perEmail),
    account: make('login-fail-account', SIGN_IN_CAPTCHA_AFTER_FAILURES),
  };
  const pairs = signInFailures.pair.limiter;
  const accounts = signInFailures.account.limiter;

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

  /** Deletes `key` from a counter, in Redis and in this instance's memory. */
  const forget = async (counter: Counter, key: string) => {
    await counter.limiter.delete(key);
    await counter.memory.delete(key);
  };

  /** Deletes the keys of a counter that start with `prefix` (a pair's e-mail part). */
  const forgetStartingWith = async (counter: Counter, prefix: string) => {
    for (const { key } of counter.memory.dump().storage) {
      if (String(key).startsWith(prefix)) await counter.memory.delete(key);
    }
    if (!redis) return;
    try {
      // The prefix is hex and a space: no glob character to escape.
      for await (const found of redis.scanStream({ match: `${counter.redisPrefix}:${prefix}*`, count: 500 })) {
        const keys = found as string[];
        if (keys.length > 0) await redis.del(...keys);
      }
    } catch (error) {
      // Redis is down: the keys expire with their window anyway, and the deletion must not fail for them.
      app.log.warn({ err: (error as Error).message }, 'could not remove rate-limit keys from redis');
    }
  };

  app.decorate('authRateLimits', {
    async consume(action, ip, email) {
      await consumeOne(limiters.get(`${action}:ip`)!, ip);
      if (email && action === 'register') await consumeOne(registerEmail.limiter, emailKey(email));
    },

    async beginSignIn(ip, email) {
      const account = emailKey(email);
      // An IP holds no space, so the pair key cannot be read two ways.
      const pair = `${account} ${ip}`;
      // Never refused: past the cap the address must solve the CAPTCHA (checked below), a cost per guess that
      // spraying many accounts pays and a school behind one address can bear.
      const addressFailures = (await signInFailures.ip.penalty(ip)).consumedPoints - 1;
      const pairFailures = (await reserve(pairs, pair, perEmail)) - 1;
      // A read: the account's counter only ever grows by failures.
      const accountFailures = (await accounts.get(account))?.consumedPoints ?? 0;
      let settled = false;
      const settle = () => {
        if (settled) throw new Error('sign-in attempt settled twice');
        settled = true;
      };
      const byAccount = pairFailures > 0 && accountFailures >= SIGN_IN_CAPTCHA_AFTER_FAILURES;
      return {
        captchaRequired: byAccount ? 'account' : addressFailures >= perIp ? 'address' : null,
        async succeeded() {
          settle();
          await giveBack(signInFailures.ip, ip);
          await pairs.delete(pair);
        },
        async abandoned() {
          settle();
          await giveBack(signInFailures.ip, ip);
          await giveBack(pairs, pair);
        },
        async failed() {
          settle();
          const counted = await accounts.penalty(account);
          return {
            captchaRequired: counted.consumedPoints >= SIGN_IN_CAPTCHA_AFTER_FAILURES || addressFailures + 1 >= perIp,
          };
        },
      };
    },

    async forgetEmail(email) {
      const key = emailKey(email);
      await forget(registerEmail, key);
      await forget(signInFailures.account, key);
      await forgetStartingWith(signInFailures.pair, `${key} `);
    },
  } satisfies AuthRateLimits);
});
