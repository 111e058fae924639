import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, isNull, ne, sql } from "drizzle-orm";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { findRefreshMonitor } from "./monitor.server";

describe.each(databaseKinds)("why-refresh's monitor read (%s)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("reads a catalogue monitor's size, resolution and on-mode power", async () => {
    // db/seed-data/energystar/dell-monitors-merged.csv: U2724DE, 27 in, 2560 × 1440, on 18.23 W
    expect(await findRefreshMonitor(handle.db, "u2724de")).toEqual({
      slug: "u2724de",
      title: "Dell UltraSharp U2724DE",
      figures: { sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23 },
    });
  });

  it("knows no other makers' models and no unknown slugs", async () => {
    expect(await findRefreshMonitor(handle.db, "nope")).toBeNull();
    const [other] = await handle.db.select({ slug: monitors.slug }).from(monitors).where(ne(monitors.vendor, "Dell")).limit(1);
    expect(await findRefreshMonitor(handle.db, other!.slug)).toBeNull();
  });

  it("has no figures for a catalogue model without an ENERGY STAR power figure", async () => {
    const [retailOnly] = await handle.db
      .select({ slug: monitors.slug })
      .from(monitors)
      .where(and(isNull(monitors.powerOnWatts), sql`cardinality(${monitors.sites}) > 0`))
      .limit(1);
    expect(await findRefreshMonitor(handle.db, retailOnly!.slug)).toMatchObject({ slug: retailOnly!.slug, figures: null });
  });
});
