import { PGlite, types } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DrizzlePGlite, drizzleTextTypes, maxNamedStatements } from "./pglite-client";

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

describe("statements the app names: parsed once, then one trip each run", () => {
  const items = pgTable("items", { id: integer("id").primaryKey(), name: text("name"), at: timestamp("at", { withTimezone: true }) });
  let plain: PGlite;
  let ours: DrizzlePGlite;
  /** The query, named on our client. */
  const named = (query: string) => {
    expect(ours.nameStatement(query)).toBe(true);
    return query;
  };
  beforeAll(async () => {
    plain = new PGlite();
    await plain.waitReady;
    // Read as text by both, as drizzle asks: the comparison is of the path, not the parsers.
    for (const oid of drizzleTextTypes) plain.parsers[oid] = (value: string) => value;
    ours = await DrizzlePGlite.open();
    for (const client of [plain, ours]) {
      await client.exec("create table items (id integer primary key, name text, at timestamptz)");
      await drizzle(client).insert(items).values([
        { id: 1, name: "one", at: new Date("2026-11-26T08:00:00Z") },
        { id: 2, name: null, at: null },
      ]);
    }
  });
  afterAll(async () => {
    await plain.close();
    await ours.close();
  });

  it("answers as PGlite's own query does: rows, fields, counts, both row modes, null and Date parameters", async () => {
    const asked: Array<[string, unknown[], { rowMode?: "array" | "object" }?]> = [
      ["select id, name, at from items where id = $1", [1]],
      ["select id, name, at from items where id = $1", [2], { rowMode: "array" }],
      ["select id from items where at < $1 or name is not distinct from $2 order by id", [new Date("2027-01-01T00:00:00Z"), null]],
      ["select $1::jsonb as doc, $2::int[] as list", [JSON.stringify({ a: [1] }), [1, 2]]],
      ["update items set name = name where id = $1", [1]],
      ["select count(*)::int as n from items", []],
    ];
    for (const [query, params, options] of asked) {
      // Twice: the run that parses and the runs after it.
      for (let run = 0; run < 2; run++) expect(await ours.query(named(query), params, options)).toEqual(await plain.query(query, params, options));
    }
  });

  it("parses a named statement once: later runs are one trip (bind, execute, sync); others run as PGlite runs them", async () => {
    const trips = vi.spyOn(ours, "execProtocolStream");
    try {
      const query = named("select name from items where id = $1 and name is not null");
      await ours.query(query, [1]);
      expect(trips).toHaveBeenCalledTimes(2);
      for (const id of [1, 2, 1]) await ours.query(query, [id]);
      expect(trips).toHaveBeenCalledTimes(5);
      // Not named: PGlite's six messages, nothing kept.
      const kept = ours.namedStatements;
      await ours.query("select name from items where id = $1", [1]);
      expect(trips).toHaveBeenCalledTimes(11);
      expect(ours.namedStatements).toBe(kept);
    } finally {
      trips.mockRestore();
    }
  });

  it("reports the database's error with its query and parameters, and goes on working, also in a transaction", async () => {
    const insert = named("insert into items (id, name) values ($1, $2)");
    await expect(ours.query(insert, [1, "again"])).rejects.toMatchObject({ code: "23505", query: insert, params: [1, "again"] });
    expect((await ours.query(named("select count(*)::int as n from items where id > $1"), [0])).rows).toEqual([{ n: 2 }]);
    await expect(ours.query(named("select nonsense from items where id = $1"), [1])).rejects.toMatchObject({ code: "42703" });

    await expect(
      ours.transaction(async (tx) => {
        await tx.query(insert, [3, "three"]);
        await tx.query(insert, [1, "duplicate"]);
      }),
    ).rejects.toMatchObject({ code: "23505" });
    expect((await ours.query(named("select name from items where id = $1"), [3])).rows).toEqual([]);
    await ours.transaction((tx) => tx.query(insert, [3, "three"]));
    expect((await ours.query("select name from items where id = $1", [3])).rows).toEqual([{ name: "three" }]);
  });

  it("keeps queries and transactions apart when they run at once, through drizzle's prepared statements", async () => {
    const db = drizzle(ours);
    const byId = db.select({ id: items.id, name: items.name }).from(items).where(eq(items.id, sql.placeholder("id"))).prepare("item_by_id");
    named(byId.getQuery().sql);
    const reads = Array.from({ length: 20 }, (_, index) => byId.execute({ id: (index % 3) + 1 }));
    const write = db.transaction(async (tx) => {
      await tx.insert(items).values({ id: 4, name: "four" });
      // The statement runs inside the transaction: it sees the row no one else sees yet.
      const [row] = await tx.select({ name: items.name }).from(items).where(eq(items.id, 4));
      return row?.name;
    });
    const [written, ...read] = await Promise.all([write, ...reads]);
    expect(written).toBe("four");
    expect(read.map((rows) => rows[0]?.id)).toEqual(Array.from({ length: 20 }, (_, index) => (index % 3) + 1));
    expect(await byId.execute({ id: 4 })).toEqual([{ id: 4, name: "four" }]);
  });

  it("runs a named statement from outside a transaction after it, never inside it (one connection)", async () => {
    const count = named("select count(*)::int as n from items where id >= $1");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const rowInserted = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = ours.transaction(async (tx) => {
      await tx.query("insert into items (id, name) values (5, 'five')");
      inserted();
      await held;
      await tx.query("delete from items where id = 5");
    });
    await rowInserted;
    // Asked while the transaction holds a row no one else may see: answered after it ends.
    const outside = ours.query<{ n: number }>(count, [5]);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it("parses anew a statement whose table changed shape (a migration)", async () => {
    const client = await DrizzlePGlite.open();
    try {
      await client.exec("create table shapes (id integer primary key, a text)");
      await client.query("insert into shapes values ($1, $2)", [1, "a"]);
      const query = "select * from shapes where id = $1";
      client.nameStatement(query);
      expect((await client.query(query, [1])).rows).toEqual([{ id: 1, a: "a" }]);
      await client.exec("alter table shapes add column b text");
      expect((await client.query(query, [1])).rows).toEqual([{ id: 1, a: "a", b: null }]);
      // In a transaction the error has broken it: reported, and parsed anew the next time.
      await client.exec("alter table shapes add column c text");
      await expect(client.transaction((tx) => tx.query(query, [1]))).rejects.toMatchObject({ code: "0A000" });
      expect((await client.transaction((tx) => tx.query(query, [1]))).rows).toEqual([{ id: 1, a: "a", b: null, c: null }]);
    } finally {
      await client.close();
    }
  });

  it("names at most maxNamedStatements", async () => {
    const client = await DrizzlePGlite.open();
    try {
      for (let index = 0; index < maxNamedStatements; index++) expect(client.nameStatement(`select ${index}`)).toBe(true);
      expect(client.nameStatement("select 'one too many'")).toBe(false);
      expect(client.nameStatement("select 7")).toBe(true);
      expect((await client.query("select 'one too many' as word")).rows).toEqual([{ word: "one too many" }]);
    } finally {
      await client.close();
    }
  });
});
