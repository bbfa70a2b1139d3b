import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/** The lock's rules in one process; production-start.test.ts runs real servers against it. */

const dirs: string[] = [];
const freshDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'woodshed-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

const ownerIn = async (dataDir: string) =>
  JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number; startedAt: string };

describe('the data directory lock', () => {
  it('holds the pid and start time, refuses a second taker naming them, and goes on release', async () => {
    const dataDir = await freshDataDir();
    const lock = lockDataDir(dataDir);
    const owner = await ownerIn(dataDir);
    expect(owner.pid).toBe(process.pid);
    expect(Date.now() - Date.parse(owner.startedAt)).toBeLessThan(60_000);
    expect(() => lockDataDir(dataDir)).toThrow(
      `Another Woodshed process (pid ${process.pid}, started ${owner.startedAt}) is using the embedded database in ${dataDir}.`,
    );
    lock.release();
    lock.release();
    expect(await readdir(dataDir)).toEqual([]);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock whose process is gone, or that is damaged', async () => {
    const dataDir = await freshDataDir();
    const file = path.join(dataDir, LOCK_FILE);
    for (const stale of [JSON.stringify({ pid: deadPid(), startedAt: '2020-01-01T00:00:00.000Z' }), '', '{"pid":']) {
      await writeFile(file, stale);
      const lock = lockDataDir(dataDir);
      expect((await ownerIn(dataDir)).pid).toBe(process.pid);
      lock.release();
    }
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('leaves a lock that another process took after this one alone on release', async () => {
    const dataDir = await freshDataDir();
    const lock = lockDataDir(dataDir);
    const theirs = JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() });
    await writeFile(path.join(dataDir, LOCK_FILE), theirs);
    lock.release();
    expect(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(theirs);
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.ppid},`);
  });
});
