import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { monitors } from "../schema";
import { seedMonitors } from "./monitors";

describe.each(databaseKinds)("seedMonitors on %s", (kind) => {
  let handle: DatabaseHandle;
  let firstRun: Awaited<ReturnType<typeof seedMonitors>>;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    firstRun = await seedMonitors(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const findModel = async (vendor: string, model: string) => {
    const [row] = await handle.db
      .select()
      .from(monitors)
      .where(and(eq(monitors.vendor, vendor), eq(monitors.model, model)));
    return row;
  };

  it("imports at least 300 Dell models, each on one site, and other vendors for comparison", async () => {
    expect(firstRun.dell).toBeGreaterThanOrEqual(300);
    expect(firstRun.otherVendors).toBeGreaterThan(0);
    const counts = await handle.db
      .select({
        dell: sql<number>`count(*) filter (where ${monitors.vendor} = 'Dell')::int`,
        dellWithSite: sql<number>`count(*) filter (where ${monitors.vendor} = 'Dell' and cardinality(${monitors.sites}) = 1)::int`,
        others: sql<number>`count(*) filter (where ${monitors.vendor} <> 'Dell' and cardinality(${monitors.sites}) = 0)::int`,
      })
      .from(monitors);
    expect(counts[0]).toEqual({
      dell: firstRun.dell,
      dellWithSite: firstRun.dell,
      others: firstRun.otherVendors,
    });
  });

  it("fills every Dell series", async () => {
    const rows = await handle.db
      .selectDistinct({ series: monitors.series })
      .from(monitors)
      .where(eq(monitors.vendor, "Dell"))
      .orderBy(asc(monitors.series));
    expect(rows.map((row) => row.series)).toEqual([
      "alienware",
      "c",
      "e",
      "g",
      "interactive",
      "p",
      "premiercolor",
      "s",
      "se",
      "ultrasharp",
    ]);
  });

  it("stores a Dell model's ENERGY STAR power as listed", async () => {
    // dell-monitors-merged.csv: UltraSharp,U2723QE,U2723QEt,...,28.32,0.74,0.3,Yes,90,...
    const row = await findModel("Dell", "U2723QE");
    expect(row).toMatchObject({
      slug: "u2723qe",
      series: "ultrasharp",
      sites: ["work"],
      powerOnWatts: 28.32,
      powerSleepWatts: 0.74,
      powerOffWatts: 0.3,
      // ENERGY STAR's own field, under its own name; the per-port 90 W is the cited Dell page's.
      energyStarMaxPowerDeliveryWatts: 90,
      usbCPowerDeliveryWatts: 90,
      certifiedOn: "2021-07-14",
      listPriceUsd: 475.99,
    });
  });

  it("stores power the CSV gives as 0 or leaves empty as null", async () => {
    // Acer CB322QK: off mode "0"; LG 27BP450Y-*: on mode empty.
    expect(await findModel("Acer", "CB322QK")).toMatchObject({
      powerOnWatts: 30.89,
      powerOffWatts: null,
    });
    expect(await findModel("LG", "27BP450Y")).toMatchObject({
      powerOnWatts: null,
      powerSleepWatts: 0.1,
    });
  });

  it("keeps Dell models that only the retail list has, without power figures", async () => {
    expect(await findModel("Dell", "AW3423DWF")).toMatchObject({
      sites: ["home"],
      panelType: "QD-OLED",
      powerOnWatts: null,
      // Its own EDID reports (linuxhw/EDID) add the declared facts.
      sources: ["retail-specs", "linuxhw-edid"],
    });
  });

  it("stores the EDID facts of db/seed-data/edid with their sources", async () => {
    // U2724DE's newest report (DEL42DF/5D321DC40B0C): 2560x1440 at 120 Hz, 10 bits, read through DisplayPort.
    const u2724de = await findModel("Dell", "U2724DE");
    expect(u2724de).toMatchObject({ refreshRateHz: 120, bitsPerColour: 10 });
    // Its reports were read through DisplayPort: connectors seen, not its port list (issue 29).
    expect(u2724de!.ports).toEqual([]);
    expect(u2724de!.connectorsSeen).toEqual([{ connector: "DisplayPort", reports: 3 }]);
    expect(u2724de!.factSources).toContainEqual({ field: "refreshRateHz", source: "edid/dell/U2724DE.txt#Digital/Dell/DEL42DF/5D321DC40B0C" });
    expect(u2724de!.gamutPrimaries).toMatchObject({ red: { x: 0.6767, y: 0.3144 } });
    // U2723QE ≈ 97 % of DCI-P3 in CIE 1931 xy, so it is in the ≥ 95 % facet; HDR10 from its EDID.
    const u2723qe = await findModel("Dell", "U2723QE");
    expect(u2723qe!.gamutDciP3Pct).toBeGreaterThanOrEqual(96.5);
    expect(u2723qe!.gamutDciP3Pct).toBeLessThan(98);
    expect(u2723qe!.gamutCoverage).toContain("DCI-P3");
    expect(u2723qe!.hdrTransferFunctions).toEqual(["SMPTE ST 2084"]);
    expect((await findModel("Dell", "P2425H"))!.refreshRateHz).toBe(100);
    // A model with no EDID report keeps its unknowns unknown.
    expect(await findModel("Dell", "P2426H")).toMatchObject({ gamutPrimaries: null, gamutSrgbPct: null, bitsPerColour: null, adaptiveSync: null });
  });

  it("updates in place when run again: same rows, same ids", async () => {
    const idsBefore = await handle.db
      .select({ id: monitors.id, slug: monitors.slug })
      .from(monitors)
      .orderBy(asc(monitors.id));
    const secondRun = await seedMonitors(handle.db);
    const idsAfter = await handle.db
      .select({ id: monitors.id, slug: monitors.slug })
      .from(monitors)
      .orderBy(asc(monitors.id));
    expect(secondRun).toEqual(firstRun);
    expect(idsAfter).toEqual(idsBefore);
  });
});
