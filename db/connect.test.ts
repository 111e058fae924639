import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../tests/setup/test-database";

describe.each(databaseKinds)("migrations on %s", (kind) => {
  it("creates every table of the schema", async () => {
    const handle = await createTestDatabase(kind);
    try {
      // Both drivers answer execute() with { rows }.
      const result = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: Array<{ table_name: string }> };
      const names = result.rows.map((row) => row.table_name);
      expect(names).toEqual(expect.arrayContaining(["content", "languages", "monitors", "phrases", "sites"]));
    } finally {
      await handle.close();
    }
  });
});
