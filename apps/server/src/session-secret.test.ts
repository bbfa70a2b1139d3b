import { chmod, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { SESSION_SECRET_FILE, resolveSessionSecret } from './session-secret.ts';

/**
 * No secret is a constant in the source. Before, an unset SESSION_SECRET fell back to a constant that
 * let anyone mint CAPTCHA challenges and forge "turn reminders off" links for any user id.
 */

const dirs: string[] = [];
const freshDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'woodshed-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

const resolveFor = async (env: Record<string, string>) => (await resolveSessionSecret(loadConfig(env))).sessionSecret;

describe('the session secret', () => {
  it('is generated once per DATA_DIR outside production, kept with mode 0600 and reused by later starts', async () => {
    const dataDir = await freshDataDir();
    const first = await resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveFor({ NODE_ENV: 'test', DATA_DIR: dataDir })).toBe(first);

    const other = await resolveFor({ NODE_ENV: 'development', DATA_DIR: await freshDataDir() });
    expect(other).toMatch(/^[0-9a-f]{64}$/);
    expect(other).not.toBe(first);
  });

  it('is the same for starts that race on a new DATA_DIR, and leaves no draft behind', async () => {
    const dataDir = await freshDataDir();
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual([SESSION_SECRET_FILE]);
  });

  it('is SESSION_SECRET when set (no file is written), and required in production', async () => {
    const dataDir = await freshDataDir();
    const given = 'a-configured-secret-of-some-length';
    expect(await resolveFor({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: given })).toBe(given);
    expect(await resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir, SESSION_SECRET: given })).toBe(given);
    expect(await readdir(dataDir)).toEqual([]);
    // Empty counts as unset (an .env file copied from .env.example has `SESSION_SECRET=`).
    await expect(resolveFor({ NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: '' })).rejects.toThrow(
      /Refusing to start in production without SESSION_SECRET/,
    );
    await expect(resolveFor({ NODE_ENV: 'production', DATA_DIR: dataDir })).rejects.toThrow(/SESSION_SECRET/);
    expect(await readdir(dataDir)).toEqual([]);
    expect(() => loadConfig({ SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
  });

  it.skipIf(process.platform === 'win32')('is refused when other users can read its file', async () => {
    const dataDir = await freshDataDir();
    await resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir });
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    await chmod(file, 0o644);
    await expect(resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir })).rejects.toThrow(/chmod 600/);
    await chmod(file, 0o600);
    await writeFile(file, 'short\n');
    await expect(resolveFor({ NODE_ENV: 'development', DATA_DIR: dataDir })).rejects.toThrow(/no usable secret/);
  });

  it('has no constant in the source any more', async () => {
    const repo = path.resolve(import.meta.dirname, '../../..');
    // Spelled in pieces, so this file does not contain it either.
    const oldConstant = ['woodshed', 'development', 'secret', 'change', 'me'].join('-');
    const offenders: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', '.git', 'test-results', 'playwright-report'].includes(entry.name)) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (/\.(ts|tsx|js|mjs|json|md|example)$/.test(entry.name)) {
          if ((await readFile(full, 'utf8')).includes(oldConstant)) offenders.push(path.relative(repo, full));
        }
      }
    };
    for (const top of ['apps', 'packages', 'scripts', 'bench', 'e2e']) await walk(path.join(repo, top));
    for (const file of ['.env.example', 'README.md', 'package.json']) {
      if ((await readFile(path.join(repo, file), 'utf8')).includes(oldConstant)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
    expect(await readFile(path.join(repo, 'apps/server/src/config.ts'), 'utf8')).not.toMatch(/DEFAULT_SECRET/);
  });
});
