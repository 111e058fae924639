import path from "node:path";
import { openDatabase, type Database, type DatabaseHandle } from "#db/connect";
import { seedDatabase } from "#db/seed";
import { getEnv } from "./env.server";
import { singleton } from "./singleton.server";

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
    await handle.exclusive(async () => {
      await handle.migrate();
      await seedDatabase(handle.db, { monitors: "if-empty" });
    });
    return handle;
  });
}

export async function getDb(): Promise<Database> {
  return (await prepareDatabase()).db;
}
