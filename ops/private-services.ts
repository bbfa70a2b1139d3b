/**
 * A PostgreSQL server and a Redis server of the scenario's own, on free loopback ports, that a scenario may stop
 * and start at will without touching the machine's shared services (which other suites use at the same time).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { freePort } from '../scripts/local-machine.mjs';

/** The newest PostgreSQL installed from Debian's packages (initdb and pg_ctl are not on PATH there). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl'))) return bin;
  }
  throw new Error('no PostgreSQL server binaries under /usr/lib/postgresql (apt-get install postgresql)');
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user. */
function runAsOwner(command: string, args: string[]): { status: number | null; output: string } {
  const asRoot = userInfo().uid === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

export interface PrivatePostgres {
  /** The scenario's database on it. */
  url: string;
  /** Stops the server the way an operator's restart does (fast shutdown: sessions are ended, nothing lost). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBin();
  const dir = await mkdtemp(path.join(tmpdir(), 'woodshed-ops-pg-'));
  if (userInfo().uid === 0) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const init = runAsOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const pgCtl = (...args: string[]) => {
    const result = runAsOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-t', '30', ...args]);
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed:\n${result.output}`);
  };
  const start = async () => pgCtl('start', '-o', options, '-l', path.join(dir, 'log'));
  const stop = async () => pgCtl('stop', '-m', 'fast');
  await start();
  const created = runAsOwner(path.join(bin, 'createdb'), [
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'woodshed',
  ]);
  if (created.status !== 0) throw new Error(`createdb failed:\n${created.output}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/woodshed`,
    start,
    stop,
    async destroy() {
      try {
        await stop();
      } catch {
        // already stopped
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** Ends the server at once (SIGKILL): what a crash or a lost host looks like to a client. */
  kill(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const started = performance.now();
    while (performance.now() - started < 10_000) {
      if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  const kill = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, kill, start, destroy: kill };
}
