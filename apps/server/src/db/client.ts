import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';
import { serverPaths } from '../paths.ts';

export type Schema = typeof schema;
/** Both drivers share Drizzle's Postgres API; services only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process runs its own `exclusively` work on this database (PostgreSQL: a session
   * advisory lock on a connection of its own; `work` queries through the pool as usual). For the start-up seeding:
   * two instances starting together would otherwise both find the demo data missing and both insert it. The
   * embedded database belongs to one process (its DATA_DIR lock), so there it just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the embedded database itself (for the backup's snapshot, backup/pglite-snapshot.ts). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool's connections right now (for /metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

const migrationsFolder = serverPaths.migrations;

/** Arbitrary constant key for pg_advisory_lock so only one instance migrates at a time. */
const MIGRATION_LOCK_KEY = 7_357_001;
/** The lock of `exclusively`; another key, so the seeding can wait while migrate() holds its own. */
const START_UP_LOCK_KEY = 7_357_002;

/** The longest a query waits for a pool connection (connecting included). */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for PGlite's files, or 'memory://' for an in-memory database (tests). */
  pgliteDir?: string;
  /** Told about errors on idle PostgreSQL connections (logged by the server). */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  // Each driver is loaded only when used: start-up time matters (an instant restart), and one is never needed.
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A request never waits for a connection beyond this: while the database is down (or every connection is
      // busy that long) it is answered 503 with Retry-After (plugins/errors.ts) instead of hanging.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // A connection whose server vanished without closing it (host down, network cut) is found out.
      keepAlive: true,
    });
    // An idle connection dropped by the server (restart, failover, DROP DATABASE) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => options.onPoolError?.(err));
    // A connection the server ends while it is checked out (inside a transaction, between two of its queries)
    // emits 'error' with no pool listener attached: without one of ours that would end the process. The
    // transaction's next query then fails and the request is answered 503 (plugins/errors.ts).
    pool.on('connect', (client) => client.on('error', (err) => options.onPoolError?.(err)));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      async exclusively(work) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite(dir);
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    exclusively: (work) => work(),
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
