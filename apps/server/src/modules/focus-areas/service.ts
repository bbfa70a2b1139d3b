import type { FocusArea } from '@woodshed/shared';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { focusAreas } from '../../db/schema/index.ts';

/** Every focus area, ordered by name. */
export async function listFocusAreas(db: DbOrTx): Promise<{ items: FocusArea[] }> {
  const rows = await db
    .select({ id: focusAreas.id, name: focusAreas.name, description: focusAreas.description })
    .from(focusAreas)
    .orderBy(asc(focusAreas.name), asc(focusAreas.id));
  return { items: rows };
}

/** Those of the given ids that name no focus area. */
export async function unknownFocusAreaIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: focusAreas.id })
    .from(focusAreas)
    .where(inArray(focusAreas.id, [...ids]));
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Every focus area's name by its id, to write a session's chosen areas by name. */
export async function focusAreaNamesById(db: DbOrTx): Promise<ReadonlyMap<number, string>> {
  const rows = await db.select({ id: focusAreas.id, name: focusAreas.name }).from(focusAreas);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * A session's focus areas by name, as a person reads them: those chosen from the list (in the order chosen), then
 * the custom ones typed. An id whose area no longer exists has no name to give and is left out.
 */
export function sessionFocusAreaNames(
  names: ReadonlyMap<number, string>,
  focusAreaIds: readonly number[],
  customFocusAreas: readonly string[],
): string[] {
  return [...focusAreaIds.flatMap((id) => names.get(id) ?? []), ...customFocusAreas];
}
