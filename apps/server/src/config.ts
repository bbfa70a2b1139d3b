import path from 'node:path';
import { z } from 'zod';

const DEFAULT_SECRET = 'woodshed-development-secret-change-me';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The public origin, e.g. https://woodshed.example.org; used in e-mailed links and the Origin check. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  SESSION_SECRET: z.string().min(16).default(DEFAULT_SECRET),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Woodshed <no-reply@woodshed.local>'),
  SEED_DEMO: booleanFromEnv.default(true),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** ALTCHA proof-of-work cost (PBKDF2 iterations); lower only for tests. */
  CAPTCHA_COST: z.coerce.number().int().min(1).default(5_000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(2_000),
  /** Attempts per 15 minutes on sign-in, sign-up and reset, per IP and per e-mail. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanFromEnv.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.SESSION_SECRET === DEFAULT_SECRET) {
    throw new Error('Refusing to start in production with the default SESSION_SECRET. Set SESSION_SECRET to a long random value.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    captcha: { cost: e.CAPTCHA_COST, maxCounter: e.CAPTCHA_MAX_COUNTER },
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds: 15 * 60 },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}
