import { messages, type GoalTempoTargetInput, type TempoItemRef } from '@woodshed/shared';
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { chords, libraryContent, tempoLogEntries } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/**
 * The items a tempo is logged on, referenced by (type, id) like collection materials: a chord while it exists, a
 * library item while it exists, is published and is of the stated type.
 */

/** 404 unless a tempo can be logged on (or a goal aimed at) the item now. */
export async function assertTempoItemExists(db: DbOrTx, ref: TempoItemRef | GoalTempoTargetInput): Promise<void> {
  const [row] =
    ref.itemType === 'chord'
      ? await db.select({ id: chords.id }).from(chords).where(eq(chords.id, ref.itemId))
      : await db
          .select({ id: libraryContent.id })
          .from(libraryContent)
          .where(
            and(
              eq(libraryContent.id, ref.itemId),
              eq(libraryContent.contentType, ref.itemType),
              eq(libraryContent.published, true),
            ),
          );
  if (!row) throw notFound(messages.practiceRoom.itemMissing);
}

/**
 * A column with its table's name: Drizzle leaves columns unqualified in a one-table select, where a correlated
 * subquery would read its own table's column of the same name instead.
 */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** The title of the item named by two columns (a chord's name), or null when it is unavailable: a scalar subquery. */
export function tempoItemTitle(itemType: PgColumn, itemId: PgColumn): SQL<string | null> {
  const [type, id] = [qualified(itemType), qualified(itemId)];
  return sql<string | null>`case when ${type} = 'chord'
    then (select ${qualified(chords.name)} from ${chords} where ${qualified(chords.id)} = ${id})
    else (select ${qualified(libraryContent.title)} from ${libraryContent}
      where ${qualified(libraryContent.id)} = ${id} and ${qualified(libraryContent.contentType)} = ${type}
        and ${qualified(libraryContent.published)}) end`;
}

/** The best tempo the owner of the row logged on the item named by three columns, or null: a scalar subquery. */
export function bestTempoOf(userId: PgColumn, itemType: PgColumn, itemId: PgColumn): SQL<number | null> {
  return sql<number | null>`(select max(${qualified(tempoLogEntries.bpm)}) from ${tempoLogEntries}
    where ${qualified(tempoLogEntries.userId)} = ${qualified(userId)}
      and ${qualified(tempoLogEntries.itemType)} = ${qualified(itemType)}
      and ${qualified(tempoLogEntries.itemId)} = ${qualified(itemId)})`;
}
