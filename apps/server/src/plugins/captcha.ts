import { createHmac } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { create as createAltcha, deriveHmacKeySecret } from 'altcha-lib/frameworks/fastify';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { captchaUses } from '../db/schema/index.ts';
import type { Job } from '../lib/jobs.ts';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Used ids are kept a little longer than a challenge lives, so a replay always finds them. */
const USED_ID_TTL_MS = 2 * CHALLENGE_TTL_MS;

export interface Captcha {
  createChallenge(): Promise<Record<string, unknown>>;
  /** True when the payload solves one of our challenges and has not been used before. */
  verify(payload: string): Promise<boolean>;
}

export async function deleteExpiredCaptchaUses(db: DbOrTx): Promise<void> {
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, sql`now()`));
}

/** Hourly: spent CAPTCHA challenges past their expiry go. */
export const captchaHousekeeping: Job = {
  name: 'captcha-housekeeping',
  lockKey: 7_357_102,
  async run(tx) {
    await deleteExpiredCaptchaUses(tx);
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha;
  }
}

/** Self-hosted ALTCHA proof of work. No third-party calls. */
export const captchaPlugin = fp(async (app: FastifyInstance) => {
  app.jobs.add(captchaHousekeeping);
  const hmacSignatureSecret = createHmac('sha256', app.config.sessionSecret).update('altcha-signature').digest('hex');
  const hmacKeySignatureSecret = await deriveHmacKeySecret(hmacSignatureSecret);
  const { cost, maxCounter } = app.config.captcha;
  const altcha = createAltcha({
    deriveKey,
    hmacSignatureSecret,
    hmacKeySignatureSecret,
    createChallengeParameters: () => ({ algorithm: 'PBKDF2/SHA-256', cost }),
  });
  const store = {
    get: () => undefined,
    set: () => undefined,
    async setIfAbsent(key: string) {
      const inserted = await app.db
        .insert(captchaUses)
        .values({ challengeId: key, expiresAt: new Date(Date.now() + USED_ID_TTL_MS) })
        .onConflictDoNothing()
        .returning({ id: captchaUses.challengeId });
      return inserted.length === 1;
    },
  };

  app.decorate('captcha', {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        counter: randomInt(Math.ceil(maxCounter / 2), maxCounter),
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      });
      return challenge as unknown as Record<string, unknown>;
    },
    async verify(payload) {
      const result = await altcha.verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, store);
      return result.error === null && result.verification?.verified === true;
    },
  } satisfies Captcha);
});
