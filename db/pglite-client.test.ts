import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DrizzlePGlite, drizzleTextTypes } from "./pglite-client";

// One value of every type drizzle reads as text, with neighbours it does not (int, json, numeric, text[]).
const everyType = sql`select
  timestamp '2026-11-26 01:02:03.456' as ts, timestamptz '2026-11-26 01:02:03+00' as tstz,
  interval '1 day 2 hours' as span, date '2026-11-26' as day,
  array[1.5, 2.25]::numeric[] as numerics, array[timestamp '2026-01-01 00:00:00']::timestamp[] as tss,
  array[timestamptz '2026-01-01 00:00:00+00']::timestamptz[] as tstzs, array[interval '1 hour']::interval[] as spans,
  array[date '2026-01-01']::date[] as days,
  42 as n, '{"a": [1, 2]}'::json as doc, 3.14::numeric as pi, array['a', 'b'] as words, true as yes`;

const events = pgTable("events", { id: integer("id").primaryKey(), name: text("name").notNull(), at: timestamp("at", { mode: "string" }).notNull() });

describe("the PGlite client drizzle is given", () => {
  let plain: PGlite;
  let ours: DrizzlePGlite;
  beforeAll(async () => {
    plain = new PGlite();
    ours = await DrizzlePGlite.open();
    for (const client of [plain, ours]) await client.exec("create table events (id integer primary key, name text not null, at timestamp not null)");
  });
  afterAll(async () => {
    await plain.close();
    await ours.close();
  });

  it("reads every type as drizzle over a plain PGlite does, raw and through a query builder", async () => {
    const [expected, actual] = await Promise.all([drizzle(plain).execute(everyType), drizzle(ours).execute(everyType)]);
    expect(actual.rows).toEqual(expected.rows);
    // Drizzle's text types stay text: a date is not turned into a Date.
    expect(actual.rows[0]).toMatchObject({ day: "2026-11-26", tss: '{"2026-01-01 00:00:00"}', n: 42, doc: { a: [1, 2] }, yes: true });
    for (const client of [plain, ours]) await drizzle(client).insert(events).values({ id: 1, name: "launch", at: "2026-11-26 08:00:00" });
    const [before, after] = await Promise.all([drizzle(plain).select().from(events), drizzle(ours).select().from(events)]);
    expect(after).toEqual(before);
    expect(after).toEqual([{ id: 1, name: "launch", at: "2026-11-26 08:00:00" }]);
  });

  it("sends drizzle's queries without their parsers, and keeps any other parser", async () => {
    const query = vi.spyOn(PGlite.prototype, "query");
    try {
      await drizzle(ours).execute(sql`select 1 as one`);
      expect(query.mock.calls.at(-1)?.[2]).not.toHaveProperty("parsers");
      // A parser drizzle does not pass is the caller's own: it applies.
      const doubled = await ours.query<{ n: number }>("select 21 as n", [], { parsers: { [types.INT4]: (value) => Number(value) * 2 } });
      expect(doubled.rows[0]?.n).toBe(42);
    } finally {
      query.mockRestore();
    }
    expect(Object.keys(ours.parsers).length).toBeGreaterThan(drizzleTextTypes.length);
  });

  it("does the same inside a transaction, whose closed flag stays live", async () => {
    let transaction: { closed: boolean } | undefined;
    const rows = await drizzle(ours).transaction(async (tx) => {
      await tx.insert(events).values({ id: 2, name: "review", at: "2026-11-27 09:30:00" });
      return tx.execute(sql`select at, interval '90 minutes' as span from events where id = 2`);
    });
    expect(rows.rows).toEqual([{ at: "2026-11-27 09:30:00", span: "01:30:00" }]);
    await ours.transaction(async (tx) => {
      transaction = tx;
      expect(tx.closed).toBe(false);
    });
    expect(transaction?.closed).toBe(true);
  });
});
