import type { OrderChange } from '@woodshed/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `case id when … then … end`: sets each changed row's order in one UPDATE. */
export function orderCase(idColumn: AnyPgColumn, changes: readonly OrderChange[]): SQL {
  const branches = sql.join(
    changes.map((change) => sql`when ${change.id}::uuid then ${change.order}::integer`),
    sql` `,
  );
  return sql`case ${idColumn} ${branches} end`;
}
