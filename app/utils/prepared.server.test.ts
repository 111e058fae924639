import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "#db/connect";
import { DrizzlePGlite } from "#db/pglite-client";
import { preparedPer } from "./prepared.server";

describe("preparedPer", () => {
  it("builds a statement once per database and separately for each database", () => {
    const built: object[] = [];
    const statement = preparedPer((db) => {
      built.push(db);
      return { for: db, getQuery: () => ({ sql: "select 1" }) };
    });
    const first = {} as Database;
    const second = {} as Database;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).for).toBe(second);
    expect(built).toEqual([first, second]);
  });

  it("names the statement on a PGlite database: from its second run on, one trip into the database", async () => {
    const client = await DrizzlePGlite.open();
    try {
      await client.exec("create table notes (id integer primary key, body text not null); insert into notes values (1, 'first'), (2, 'second')");
      const notes = pgTable("notes", { id: integer("id").primaryKey(), body: text("body").notNull() });
      const db = drizzle(client) as unknown as Database;
      const noteById = preparedPer((database) =>
        (database as unknown as ReturnType<typeof drizzle>).select().from(notes).where(sql`${notes.id} = ${sql.placeholder("id")}`).prepare("note_by_id"),
      );
      const trips = vi.spyOn(client, "execProtocolStream");
      expect(await noteById(db).execute({ id: 1 })).toEqual([{ id: 1, body: "first" }]);
      expect(await noteById(db).execute({ id: 2 })).toEqual([{ id: 2, body: "second" }]);
      // Parse + describe + sync once, then bind + execute + sync: not PGlite's six trips a run.
      expect(trips).toHaveBeenCalledTimes(3);
      expect(client.namedStatements).toBe(1);
    } finally {
      await client.close();
    }
  });
});
