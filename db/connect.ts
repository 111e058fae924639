import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { DrizzlePGlite } from "./pglite-client";
import * as catalogueSchema from "./schema";
import * as authSchema from "./schema-auth";
import * as collectionsSchema from "./schema-collections";

const schema = { ...catalogueSchema, ...authSchema, ...collectionsSchema };

/** The one database type the app codes against: PGlite and node-postgres both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (migrations, seeding) in one process at a time: several server processes
   * sharing one PostgreSQL may start together. PGlite belongs to one process anyway.
   */
  exclusive: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** An arbitrary constant naming this application's start-up lock. */
const STARTUP_LOCK_KEY = 727_274_001;

export type DatabaseOptions = {
  /** A postgres:// URL selects PostgreSQL; otherwise PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
};

const migrationsFolder = path.resolve(process.cwd(), "db/migrations");

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // An unreachable server fails a request within seconds instead of holding it.
      connectionTimeoutMillis: 3000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on("error", (error) => console.warn("PostgreSQL connection lost:", error.message));
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      migrate: () => migrateNodePg(db as never, { migrationsFolder }),
      exclusive: async (work) => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // PGlite creates its own folder but not the parents (".data" in a fresh clone).
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await DrizzlePGlite.open(options.dataDir);
  let queue: Promise<unknown> = Promise.resolve();
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exclusive: (work) => {
      // One process, so a promise chain is the lock.
      const run = queue.then(work);
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
  };
}
