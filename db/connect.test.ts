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

describe.each(databaseKinds)("start-up lock on %s", (kind) => {
  it("runs start-up work one at a time", async () => {
    const handle = await createTestDatabase(kind);
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push(`${name} end`);
      };
      await Promise.all([handle.exclusive(work("a")), handle.exclusive(work("b"))]);
      // Whichever runs first finishes before the other starts.
      expect(events[1]).toBe(`${events[0]!.split(" ")[0]} end`);
    } finally {
      await handle.close();
    }
  });
});
