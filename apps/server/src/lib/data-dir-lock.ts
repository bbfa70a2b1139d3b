import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** In DATA_DIR: who uses the embedded database there. */
export const LOCK_FILE = 'db.lock';
/** Each round either takes the lock, refuses, or clears a stale lock; more rounds mean other starts keep racing. */
const MAX_ROUNDS = 5;

interface LockOwner {
  pid: number;
  startedAt: string;
}

export interface DataDirLock {
  /** Removes the lock if it is still this process's. Safe to call twice. */
  release(): void;
}

/**
 * One process per embedded database (PGlite is one process's files; two writers corrupt them). DATA_DIR/db.lock is
 * created exclusively and holds the owner's pid and start time; a second process is refused with a message naming
 * them. A lock whose pid is no longer alive (a killed process) is stale and is taken over. The lock goes on release
 * and, as a fallback, when the process exits.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockOwner)}\n`;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    if (createExclusively(file, mine)) return heldLock(file, mine);
    const text = readOrNull(file);
    if (text === null) continue; // released meanwhile
    const owner = ownerOf(text);
    if (owner && isAlive(owner.pid)) throw new Error(lockedMessage(owner, dataDir, file));
    clearStale(file, text);
  }
  throw new Error(`Could not lock ${file}: other processes keep taking it. Try again.`);
}

/** Written whole to a file of this process, then linked into place (fails if the name exists): never half-written. */
function createExclusively(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Null for a damaged or foreign file, which is treated as stale. */
function ownerOf(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    return Number.isSafeInteger(value.pid) && (value.pid as number) > 0
      ? { pid: value.pid as number, startedAt: String(value.startedAt ?? 'at an unknown time') }
      : null;
  } catch {
    return null;
  }
}

/** Signal 0 checks that the process exists without touching it; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale lock aside (rename is atomic, so of two processes clearing it one wins). If what was moved is not
 * the stale lock that was read, another process took the lock in between: its lock goes back.
 */
function clearStale(file: string, staleText: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) {
      try {
        linkSync(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    unlinkSync(aside);
  }
}

function heldLock(file: string, mine: string): DataDirLock {
  const release = () => {
    process.off('exit', release);
    if (readOrNull(file) === mine) unlinkSync(file);
  };
  process.on('exit', release);
  return { release };
}

function lockedMessage(owner: LockOwner, dataDir: string, file: string): string {
  return [
    `Another Woodshed process (pid ${owner.pid}, started ${owner.startedAt}) is using the embedded database in ${dataDir}.`,
    'Stop it first, or give this one another DATA_DIR (several instances need PostgreSQL: DATABASE_URL).',
    `If pid ${owner.pid} is not Woodshed (the number was reused after a crash), delete ${file}.`,
  ].join('\n');
}
