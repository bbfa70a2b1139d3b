import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths.ts';

interface Journal {
  entries: Array<{ tag: string }>;
}

/** A copy of the migrations folder whose journal stops before `tag`: the database as an older release left it. */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'woodshed-migrations-'));
  cpSync(serverPaths.migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return dir;
}

const SHORT_ZONES = {
  UTC: 'UTC',
  Eastern: 'America/New_York',
  Central: 'America/Chicago',
  Mountain: 'America/Denver',
  Pacific: 'America/Los_Angeles',
  Arizona: 'America/Phoenix',
  Alaska: 'America/Anchorage',
  Hawaii: 'Pacific/Honolulu',
} as const;

describe('migration 0016 (calendar for the world)', () => {
  const client = new PGlite();
  const db = drizzle(client);
  const older = migrationsBefore('0016_calendar_world');
  afterAll(async () => {
    await client.close();
    rmSync(older, { recursive: true, force: true });
  });

  it("keeps each existing event's zone, turning the spec's short names into IANA ids", async () => {
    await migrate(db, { migrationsFolder: older });
    const userId = '00000000-0000-4000-8000-000000000001';
    await client.query(`insert into users (id, email, password_hash) values ($1, 'zones@example.test', 'x')`, [userId]);
    for (const shortName of Object.keys(SHORT_ZONES)) {
      await client.query(
        `insert into calendar_events (created_by, title, starts_at_local, time_zone, first_start_at)
         values ($1, $2, '2026-12-01T10:00', $2, now())`,
        [userId, shortName],
      );
    }

    await migrate(db, { migrationsFolder: serverPaths.migrations });

    const { rows } = await client.query<{ title: string; time_zone: string; all_day: boolean; sequence: number }>(
      'select title, time_zone, all_day, sequence from calendar_events order by title',
    );
    expect(Object.fromEntries(rows.map((row) => [row.title, row.time_zone]))).toEqual(SHORT_ZONES);
    expect(rows.every((row) => row.all_day === false && row.sequence === 0)).toBe(true);
  });
});
