import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { getMonitorBySlugFrom } from "../catalogue.server";
import { pricedModelLike } from "./site-models.server";

describe.each(databaseKinds)("pricedModelLike on %s (a default monitor by a rule, issue 47)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("picks the cheapest priced model of the series and nominal size asked for", async () => {
    // Priced 27-inch UltraSharps in the retail list: U2724D 384.99, U2722DE 429.89, U2723QE 475.99, U2718Q 719.99, U2711 835, U2720Q 949 USD
    expect(await pricedModelLike(handle.db, "work", { series: "ultrasharp", sizeInches: 27 })).toBe("u2724d");
  });

  it("falls back to the site's cheapest priced model when none matches", async () => {
    const slug = await pricedModelLike(handle.db, "home", { series: "ultrasharp", sizeInches: 27 });
    expect(slug).not.toBeNull();
    const monitor = await getMonitorBySlugFrom(handle.db, slug!);
    expect(monitor?.listPriceUsd).toBeGreaterThan(0);
  });
});
