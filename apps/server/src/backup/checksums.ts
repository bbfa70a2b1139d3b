import { knownMigrations, type Manifest, type TableChecksum } from './manifest.ts';

/** Runs one SQL statement on the connection (or transaction) being checked and returns its rows. */
export type Query = <Row>(sql: string) => Promise<Row[]>;

/** The app's schemas: its tables (public) and the migrator's record of what ran (drizzle). */
const SCHEMAS = ['public', 'drizzle'];

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A row count and an md5 of the rows as text, sorted, for every table of the app's schemas: equal checksums mean
 * equal contents, whatever the physical order. Read on the snapshot itself (the same transaction or lock), so a
 * restore can be compared with the moment of the backup even while writes went on after it.
 */
export async function tableChecksums(query: Query): Promise<TableChecksum[]> {
  const tables = await query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema in (${SCHEMAS.map((s) => `'${s}'`).join(', ')})
     order by 1, 2`,
  );
  const checksums: TableChecksum[] = [];
  for (const table of tables) {
    const [row] = await query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from ${quoteIdent(table.schema)}.${quoteIdent(table.name)} t`,
    );
    checksums.push({ name: `${table.schema}.${table.name}`, rows: row!.rows, md5: row!.md5 });
  }
  return checksums;
}

/** How many migrations the database has had, and the latest one's name (none for a database never started). */
export async function appliedMigrations(query: Query): Promise<Manifest['migrations']> {
  const [present] = await query<{ present: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!present!.present) return { applied: 0, latest: null };
  const [row] = await query<{ applied: number; latest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  // The migrator keeps each migration's journal time (created_at), not its name.
  const latest = row!.latest === null ? null : Number(row!.latest);
  const tag = knownMigrations().find((entry) => entry.when === latest)?.tag;
  return { applied: row!.applied, latest: tag ?? (latest === null ? null : `unknown (created_at ${latest})`) };
}

/** What differs between the checksums a backup recorded and those of a restored database; empty when equal. */
export function checksumDifferences(expected: TableChecksum[], actual: TableChecksum[]): string[] {
  const found = new Map(actual.map((table) => [table.name, table]));
  const differences: string[] = [];
  for (const table of expected) {
    const restored = found.get(table.name);
    if (!restored) differences.push(`${table.name} is missing`);
    else if (restored.rows !== table.rows) differences.push(`${table.name}: ${restored.rows} rows, not ${table.rows}`);
    else if (restored.md5 !== table.md5) differences.push(`${table.name}: same ${table.rows} rows, other contents`);
    found.delete(table.name);
  }
  for (const name of found.keys()) differences.push(`${name} is not in the backup`);
  return differences;
}
