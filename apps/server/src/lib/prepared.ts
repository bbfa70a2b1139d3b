import type { DbOrTx } from '../db/client.ts';

/**
 * A statement prepared once per database handle (and, on PostgreSQL, parsed once per pooled connection under its
 * name): for the statements every request sends, the session lookup and the dashboard. An unnamed statement is
 * parsed and planned on each execution, which cost PostgreSQL more than running them (1.7 ms of planning against
 * 1.1 ms of execution for the dashboard's); a named one is planned generically after a few runs.
 */
export function preparedPer<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const prepared = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
