import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/connect";

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
      const cleanup = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
