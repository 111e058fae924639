import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { emptyCatalogueQuery, type CatalogueQuery } from "./query";
import { searchCatalogue } from "./search.server";

const query = (overrides: Partial<CatalogueQuery>): CatalogueQuery => ({ ...emptyCatalogueQuery, ...overrides });

describe.each(databaseKinds)("search result cache on %s", (kind) => {
  let handle: DatabaseHandle;
  const ultrasharp = () => searchCatalogue(handle.db, { site: "work", query: query({ filters: { series: ["ultrasharp"] } }) });

  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it("answers a repeated search from the cache, and a fresh one from the database", async () => {
    const first = await ultrasharp();
    expect(first.total).toBeGreaterThan(0);
    expect(await ultrasharp()).toBe(first);
    // The filter order of the query does not matter: one state, one entry.
    const both = await searchCatalogue(handle.db, { site: "work", query: query({ filters: { series: ["ultrasharp"], sizes: ["25-29"] } }) });
    expect(await searchCatalogue(handle.db, { site: "work", query: query({ filters: { sizes: ["25-29"], series: ["ultrasharp"] } }) })).toBe(both);
    const fresh = await searchCatalogue(handle.db, { site: "work", query: query({ filters: { series: ["ultrasharp"] } }), fresh: true });
    expect(fresh).not.toBe(first);
    expect(fresh).toEqual(first);
    // Another site is another answer.
    expect((await searchCatalogue(handle.db, { site: "home", query: query({ filters: { series: ["ultrasharp"] } }) })).total).toBe(0);
  });

  it("recomputes after a re-import changes a model", async () => {
    const before = await ultrasharp();
    const [moved] = before.items;
    // What an import does: the row changes and gets now() as its updated_at.
    await handle.db.update(monitors).set({ series: "p", updatedAt: sql`now() + interval '1 second'` }).where(eq(monitors.model, moved!.model));
    const afterImport = await ultrasharp();
    expect(afterImport.total).toBe(before.total - 1);
    expect(afterImport.items.map((item) => item.model)).not.toContain(moved!.model);
    // The facet values kept per catalogue version are read again: the series facet (which
    // ignores its own filter) moves the model from one option to the other.
    const seriesCount = (result: typeof before, value: string) => result.facets.find((facet) => facet.id === "series")!.options.find((option) => option.value === value)?.count ?? 0;
    expect(seriesCount(afterImport, "ultrasharp")).toBe(seriesCount(before, "ultrasharp") - 1);
    expect(seriesCount(afterImport, "p")).toBe(seriesCount(before, "p") + 1);
    // The next search is answered from the cache again.
    expect(await ultrasharp()).toBe(afterImport);
  });
});
