import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { libraryContent } from '../db/schema/index.ts';

/**
 * The starter library goes into an empty library only (a superadmin's deletions are never undone). Its own
 * module, so a restart can ask without loading the seeding code (media synthesis, the file store).
 */
export async function libraryIsEmpty(db: Db): Promise<boolean> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(libraryContent);
  return (existing?.count ?? 0) === 0;
}
