import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { findMonitors, listMonitorOptions, OTHER_MAKER_LIMIT, searchOtherMakers } from "./monitors.server";
import { servedEnergy } from "./served.server";

describe.each(databaseKinds)("energy calculator's monitor reads (%s)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("lists the site's own models in its series order, marking those without power figures", async () => {
    const { series, options } = await listMonitorOptions(handle.db, "work");
    expect(series).toEqual(["ultrasharp", "premiercolor", "p", "e", "c", "interactive"]);
    expect(options.every((option) => option.series !== null && series.includes(option.series))).toBe(true);
    expect(options.find((option) => option.slug === "u2724de")).toEqual({ slug: "u2724de", title: "Dell UltraSharp U2724DE", series: "ultrasharp", usable: true });
    expect(options.some((option) => !option.usable)).toBe(true);
    const home = await listMonitorOptions(handle.db, "home");
    expect(home.options.some((option) => option.slug === "u2724de")).toBe(false);
  });

  // Unknown is never "no": a model without power figures stays in the list, in its own group last.
  it("offers every model of the site, those without power figures in a group of their own after the rest", async () => {
    const { options } = await listMonitorOptions(handle.db, "work");
    const choices = await servedEnergy.monitors!(handle.db, "work");
    expect(choices.map((choice) => choice.slug).sort()).toEqual(options.map((option) => option.slug).sort());
    const firstWithout = choices.findIndex((choice) => choice.series === "without-power-figures");
    expect(firstWithout).toBeGreaterThan(0);
    expect(choices.slice(firstWithout).every((choice) => choice.series === "without-power-figures")).toBe(true);
    expect(choices.slice(firstWithout).map((choice) => choice.slug).sort()).toEqual(options.filter((option) => !option.usable).map((option) => option.slug).sort());
  });

  it("finds chosen monitors with their ENERGY STAR figures, any maker, and skips unknown slugs", async () => {
    const [other] = await searchOtherMakers(handle.db, "lg");
    const found = await findMonitors(handle.db, ["u2724de", other!.slug, "nope"]);
    expect(found.map((monitor) => monitor.slug).sort()).toEqual(["u2724de", other!.slug].sort());
    // db/seed-data/energystar/dell-monitors-merged.csv: U2724DE on 18.23 W, sleep 1.11 W, off 0.22 W
    expect(found.find((monitor) => monitor.slug === "u2724de")).toMatchObject({
      vendor: "Dell",
      power: { onWatts: 18.23, sleepWatts: 1.11, offWatts: 0.22 },
      sources: expect.arrayContaining(["energystar-2026"]),
    });
  });

  it("searches other makers by every word, only models with all three power figures", async () => {
    const results = await searchOtherMakers(handle.db, "LG 27");
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(OTHER_MAKER_LIMIT);
    expect(results.every((option) => /lg/i.test(option.title) && option.title.includes("27") && option.usable)).toBe(true);
    const found = await findMonitors(handle.db, results.map((option) => option.slug));
    expect(found.every((monitor) => monitor.vendor !== "Dell" && monitor.power !== null)).toBe(true);
    expect(await searchOtherMakers(handle.db, "Dell")).toEqual([]);
    expect(await searchOtherMakers(handle.db, "%")).toEqual([]);
    expect(await searchOtherMakers(handle.db, "   ")).toEqual([]);
  });
});
