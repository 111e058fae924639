import path from "node:path";
import { openDatabase, type Database, type DatabaseHandle } from "#db/connect";
import { getEnv } from "./env.server";
import { databaseSeed } from "./database-seed.server";
import { singleton } from "./singleton.server";

// What fills an empty database is handed in by the process entry (database-seed.server.ts).
export { setDatabaseSeed, type DatabaseSeed } from "./database-seed.server";

function databaseHandle(): Promise<DatabaseHandle> {
  return singleton("database", () => {
    const env = getEnv();
    return openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) });
  });
}

/**
 * Opens the database, applies migrations and seeds what is missing. The server awaits this
 * before it listens, so PGlite's start-up cost is never paid by a visitor.
 */
export function prepareDatabase(): Promise<DatabaseHandle> {
  return singleton("database-ready", async () => {
    const handle = await databaseHandle();
    await applySchema(handle);
    return handle;
  });
}

/** Migrations, then the seed where rows are missing; one process at a time. Safe to repeat. */
function applySchema(handle: DatabaseHandle): Promise<void> {
  return handle.exclusive(async () => {
    await handle.migrate();
    await databaseSeed()?.(handle.db);
  });
}

let repairing: Promise<void> | null = null;

/**
 * Re-applies migrations and the seed after the database came back empty (dropped and
 * recreated). Concurrent callers share one run; the advisory lock keeps other processes out.
 */
export function repairDatabase(): Promise<void> {
  repairing ??= (async () => {
    try {
      console.warn("The database schema is missing: applying migrations and the seed again.");
      await applySchema(await prepareDatabase());
    } finally {
      repairing = null;
    }
  })();
  return repairing;
}

export async function getDb(): Promise<Database> {
  return (await prepareDatabase()).db;
}
