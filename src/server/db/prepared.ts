import type { Db } from './client';

/**
 * A hot read as a named prepared statement, built once per database: Drizzle then builds its SQL once
 * instead of on every request (~15 % of a simple read's CPU on the bench), and node-postgres parses it
 * once per pooled connection. Reads on `db` only: a statement prepared on the database runs outside any
 * transaction. Each statement needs a name of its own (PostgreSQL keys prepared statements by name).
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) built.set(db, (statement = build(db)));
    return statement;
  };
}
