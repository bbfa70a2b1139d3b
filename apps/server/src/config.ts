import path from 'node:path';
import { z } from 'zod';
import { serverPaths } from './paths.ts';

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
  /** Unset (or empty): required in production; otherwise generated once and kept in DATA_DIR (session-secret.ts). */
  SESSION_SECRET: z.union([z.literal(''), z.string().min(16)]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Woodshed <no-reply@woodshed.local>'),
  SEED_DEMO: booleanFromEnv.default(true),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  /** ALTCHA proof-of-work cost (PBKDF2 iterations); lower only for tests. */
  CAPTCHA_COST: z.coerce.number().int().min(1).default(5_000),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(1).default(2_000),
  /** Per 15 minutes: sign-up and reset attempts per IP and per e-mail; failed sign-ins per IP and per (e-mail, IP). */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  /** How often the daily practice reminder job looks for users whose reminder time has come. */
  REMINDER_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** Lets a scraper elsewhere read GET /metrics with `Authorization: Bearer <token>`; loopback needs none. */
  METRICS_TOKEN: z
    .union([z.literal(''), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters')])
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Store uploaded files in this S3 bucket instead of DATA_DIR/storage. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** S3-compatible services (MinIO, Cloudflare R2, Backblaze B2, ...): their API address. */
  S3_ENDPOINT: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.union([z.literal(''), booleanFromEnv]).optional(),
});

/** The local-disk bucket name (library-assets). */
export const LOCAL_STORAGE_BUCKET = 'library-assets';

export type StorageConfig =
  | { driver: 'local'; bucket: string; /** Files live under root/bucket/. */ root: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the SDK's default chain (environment, shared files, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const bucket = e.S3_BUCKET?.trim();
  if (!bucket) return { driver: 'local', bucket: LOCAL_STORAGE_BUCKET, root: path.join(dataDir, 'storage') };
  const endpoint = e.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !URL.canParse(endpoint))
    throw new Error('Invalid configuration: S3_ENDPOINT must be a URL, e.g. https://s3.example.org');
  const accessKeyId = e.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    driver: 's3',
    bucket,
    region: e.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === true,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** The environment, validated; no file is read. `sessionSecret` is undefined when SESSION_SECRET is unset. */
export type LoadedConfig = ReturnType<typeof loadConfig>;
/** What the app runs with: the session secret resolved by resolveSessionSecret (session-secret.ts). */
export type Config = Omit<LoadedConfig, 'sessionSecret'> & { sessionSecret: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
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
    sessionSecret: e.SESSION_SECRET || undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    seedDemo: e.SEED_DEMO,
    adminEmail: e.ADMIN_EMAIL || undefined,
    adminPassword: e.ADMIN_PASSWORD || undefined,
    captcha: { cost: e.CAPTCHA_COST, maxCounter: e.CAPTCHA_MAX_COUNTER },
    authRateLimit: { perIp: e.AUTH_RATE_LIMIT_PER_IP, perEmail: e.AUTH_RATE_LIMIT_PER_EMAIL, windowSeconds: 15 * 60 },
    reminderCheckSeconds: e.REMINDER_CHECK_SECONDS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN || undefined,
    logLevel: e.LOG_LEVEL,
    storage: storageConfig(e, dataDir),
    webDist: path.resolve(e.WEB_DIST ?? serverPaths.webDist),
  };
}
