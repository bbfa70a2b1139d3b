import { spawn } from 'node:child_process';
import pg from 'pg';
import { appliedMigrations, tableChecksums, type Query } from './checksums.ts';
import type { SnapshotInfo } from './pglite-snapshot.ts';

/**
 * The URL without its password, which goes in PGPASSWORD instead: a command line is visible to every user of the
 * machine (ps), the environment is not.
 */
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.href, env };
}

/** Runs pg_dump or pg_restore; its error output becomes the error's message. */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string) {
  const { url, env } = connection(databaseUrl);
  const child = spawn(tool, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${tool} was not found on PATH: install the PostgreSQL client tools (the server's major version or newer).`,
            )
          : error,
      ),
    );
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${tool} failed (exit ${code}):\n${stderr.trim()}`);
}

export async function withPostgres<T>(databaseUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

export const postgresQuery =
  (client: pg.Client): Query =>
  async <Row>(sql: string) =>
    (await client.query(sql)).rows as Row[];

/**
 * `pg_dump -Fc` of a live database is consistent by itself (one snapshot). The checksums are read in a
 * repeatable-read transaction whose snapshot pg_dump is handed (`--snapshot`), so they describe exactly what was
 * dumped, whatever the app writes meanwhile.
 */
export async function snapshotPostgres(databaseUrl: string, dumpFile: string): Promise<SnapshotInfo> {
  return withPostgres(databaseUrl, async (client) => {
    const started = performance.now();
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      const dumping = runPostgresTool(
        'pg_dump',
        ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${dumpFile}`],
        databaseUrl,
      );
      const reading = (async () => {
        const query = postgresQuery(client);
        return { tables: await tableChecksums(query), migrations: await appliedMigrations(query) };
      })();
      // Awaited together: a failed dump must not leave the reading's rejection unhandled, nor the reverse.
      const [contents] = await Promise.all([reading, dumping]);
      return { ...contents, snapshotMs: Math.round(performance.now() - started) };
    } finally {
      await client.query('commit');
    }
  });
}
