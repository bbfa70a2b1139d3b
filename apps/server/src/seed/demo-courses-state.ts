import type { DbOrTx } from '../db/client.ts';
import { courses } from '../db/schema/index.ts';

/**
 * The demo courses go into a school without courses only. Their own module, so a restart can ask without loading
 * the seeding code (images, the file store).
 */
export async function coursesAreEmpty(db: DbOrTx): Promise<boolean> {
  const [existing] = await db.select({ id: courses.id }).from(courses).limit(1);
  return existing === undefined;
}
