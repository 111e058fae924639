import type { Database } from "#db/connect";

/**
 * A statement Drizzle builds once per database instead of once per call (its SQL text and
 * parameter list), for the statements every signed-in page runs; on PostgreSQL it is also a
 * named prepared statement, parsed and planned once per connection. Values go in through
 * `sql.placeholder(...)`. Kept per database object: a transaction or a test database builds its own.
 */
export function preparedPer<Statement>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
