/**
 * The slot for what fills an empty database: the seed (db/seed), a tool above the app. The
 * process entry that starts the app (server/app.ts, the Vitest setup) hands it in, so nothing in
 * app/ imports it. Apart from db.server so that handing it in does not load the database
 * drivers: the Vitest setup runs in every test file, and most never open a database (importing
 * PGlite, Drizzle and pg there cost each file ~0.1–0.3 s).
 */
import type { Database } from "#db/connect";
import { singleton } from "./singleton.server";

export type DatabaseSeed = (db: Database) => Promise<unknown>;

const seedSlot = singleton("database-seed", (): { seed: DatabaseSeed | null } => ({ seed: null }));

/** Called once by the process entry before the first query; without it the database is only migrated. */
export function setDatabaseSeed(seed: DatabaseSeed): void {
  seedSlot.seed = seed;
}

/** The seed handed in, if any. */
export function databaseSeed(): DatabaseSeed | null {
  return seedSlot.seed;
}
