import { randomBytes } from 'node:crypto';
import { link, mkdir, open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config, LoadedConfig } from './config.ts';

/** Where a generated secret is kept, in DATA_DIR. */
export const SESSION_SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 16;

/**
 * The secret that signs CAPTCHA challenges and derives the reminder and calendar-feed token keys. SESSION_SECRET when
 * set; refused when unset in production; otherwise generated on the first start (32 random bytes, hex) and kept in
 * DATA_DIR/session-secret (mode 0600), so no secret is a constant in the source and later starts keep links working.
 */
export async function resolveSessionSecret(config: LoadedConfig): Promise<Config> {
  if (config.sessionSecret) return { ...config, sessionSecret: config.sessionSecret };
  if (config.isProduction) {
    throw new Error(
      'Refusing to start in production without SESSION_SECRET. Set it to a long random value, e.g. `openssl rand -hex 32`.',
    );
  }
  return { ...config, sessionSecret: await dataDirSecret(config.dataDir) };
}

async function dataDirSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const existing = await readSecret(file);
  if (existing) return existing;
  // Written whole to a file of this process, then linked into place: link() fails when the name exists, so of two
  // first starts one wins and the other reads the winner's complete secret (never a half-written file).
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  const secret = await readSecret(file);
  if (!secret) throw new Error(`${file} disappeared while it was being created`);
  return secret;
}

/** The kept secret, or null when there is none yet. */
async function readSecret(file: string): Promise<string | null> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    // Like ssh with a private key: a secret others can read is no secret (Windows has no such mode bits).
    const { mode } = await handle.stat();
    if (process.platform !== 'win32' && (mode & 0o077) !== 0) {
      throw new Error(
        `${file} can be read by other users (mode ${(mode & 0o777).toString(8)}); run \`chmod 600 ${file}\` or set SESSION_SECRET.`,
      );
    }
    const secret = (await handle.readFile('utf8')).trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds no usable secret; delete it to have a new one made, or set SESSION_SECRET.`);
    }
    return secret;
  } finally {
    await handle.close();
  }
}
