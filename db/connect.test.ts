import { sql } from "drizzle-orm";
import { openDatabase } from "./connect";
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

describe("PGlite data folder", () => {
  it("is created with its parents, and its data survives a restart", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const root = mkdtempSync(`${tmpdir()}/mc-data-`);
    const dataDir = `${root}/nested/.data/pglite`;
    try {
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await first.db.execute(sql`insert into languages (code, name) values ('xx-test', 'Test')`);
      await first.close();
      const second = await openDatabase({ dataDir });
      const result = (await second.db.execute(sql`select name from languages where code = 'xx-test'`)) as unknown as {
        rows: Array<{ name: string }>;
      };
      expect(result.rows[0]?.name).toBe("Test");
      await second.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
