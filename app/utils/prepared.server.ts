import type { Database } from "#db/connect";
import { DrizzlePGlite } from "#db/pglite-client";

type Prepared = { getQuery(): { sql: string } };

/**
 * A statement Drizzle builds once per database instead of once per call (its SQL text and
 * parameter list), for the statements every signed-in page runs. It is a named prepared
 * statement, parsed once and planned as PostgreSQL plans named statements: on PostgreSQL
 * node-postgres names it per connection, on PGlite our client does (db/pglite-client.ts).
 * Values go in through `sql.placeholder(...)`. Kept per database object: a transaction or a
 * test database builds its own.
 */
export function preparedPer<Statement extends Prepared>(build: (db: Database) => Statement): (db: Database) => Statement {
  const built = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
      const client: unknown = (db as { $client?: unknown }).$client;
      if (client instanceof DrizzlePGlite) client.nameStatement(statement.getQuery().sql);
    }
    return statement;
  };
}
