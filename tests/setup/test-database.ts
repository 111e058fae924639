import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";

/**
 * Data tests run against both engines. PostgreSQL is the real server named by
 * TEST_DATABASE_URL (CI starts one); each test file gets a throwaway database of its own.
 */
export const TEST_POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export const databaseKinds: Array<DatabaseHandle["kind"]> =
  process.env.TEST_POSTGRES === "off" ? ["pglite"] : ["pglite", "postgres"];

export async function createTestDatabase(kind: DatabaseHandle["kind"]): Promise<DatabaseHandle> {
  if (kind === "pglite") {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const name = `mc_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(name);
    },
  };
}

/**
 * Drops a test database once its connections are gone. Forcing the drop straight away would
 * terminate sockets the pool is still closing, which surfaces as an unhandled 57P01 error.
 */
async function dropDatabase(name: string) {
  const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 30; attempt += 1) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006") throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await cleanup.end();
  }
}

/** A test database holding the real catalogue: languages, sites, phrases and monitors. */
export async function createCatalogueTestDatabase(kind: DatabaseHandle["kind"]): Promise<DatabaseHandle> {
  const handle = await createTestDatabase(kind);
  await seedReferenceData(handle.db);
  await seedMonitors(handle.db);
  return handle;
}
