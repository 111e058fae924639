import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { findMonitorsByIds, findMonitorsByModels, SUGGESTION_LIMIT, suggestMonitors } from "./compare.server";

describe.each(databaseKinds)("comparison lookups (%s)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("finds models in the order asked, in any letter case, and lists the unknown", async () => {
    const result = await findMonitorsByModels(handle.db, ["p2425h", "U2724DE", "NOPE123"]);
    expect(result.monitors.map((monitor) => monitor.model)).toEqual(["P2425H", "U2724DE"]);
    expect(result.unknown).toEqual(["NOPE123"]);
    // The ENERGY STAR figures of db/seed-data/energystar/dell-monitors-merged.csv.
    expect(result.monitors[1]).toMatchObject({
      slug: "u2724de",
      title: "Dell UltraSharp U2724DE",
      sites: ["work"],
      sizeInches: 27,
      powerOnWatts: 18.23,
      powerSleepWatts: 1.11,
      powerOffWatts: 0.22,
    });
  });

  it("answers the EDID facts in the API's shape: refreshRateHz, gamut, bitsPerColour, hdr, adaptiveSync, sources", async () => {
    const [u2724de, u2723qe] = (await findMonitorsByModels(handle.db, ["U2724DE", "U2723QE"])).monitors;
    expect(u2724de).toMatchObject({ refreshRateHz: 120, bitsPerColour: 10, adaptiveSync: null });
    expect(Object.keys(u2724de!.gamut!).sort()).toEqual(["adobeRgbPct", "dciP3Pct", "srgbPct"]);
    expect(u2724de!.sources).toContainEqual({
      field: "refreshRateHz",
      key: "linuxhw-edid",
      source: { title: "EDID report Digital/Dell/DEL42DF/5D321DC40B0C, linuxhw/EDID (linux-hardware.org)", url: "https://github.com/linuxhw/EDID/blob/HEAD/Digital/Dell/DEL42DF/5D321DC40B0C", retrieved: "2026" },
    });
    // Every fact's source is a title, an address to open and a date (issue 46).
    expect(u2724de!.sources.every((item) => item.source.title !== "" && /^https:\/\//.test(item.source.url) && item.source.retrieved !== "")).toBe(true);
    expect(u2723qe!.gamut!.dciP3Pct).toBeCloseTo(97, 0);
    // Issue 29: the EDID's HDR10 block is a signal it accepts, not a certification.
    expect(u2723qe).toMatchObject({ hdr: null, hdrCertification: null, hdrSignals: ["HDR10"] });
    // Ports only from a port list: U2724DE's reports were read through DisplayPort, which says nothing of its ports.
    expect(u2724de).toMatchObject({ ports: [], connectorsSeen: [{ connector: "DisplayPort", reports: 3 }] });
    expect(u2724de!.sources.filter((item) => item.field === "ports")).toEqual([]);
    // Its 90 W per port is the Dell page's (db/seed-data/cited); ENERGY STAR's field keeps its own name.
    expect(u2723qe).toMatchObject({ usbCPowerDeliveryWatts: 90, energyStarMaxPowerDeliveryWatts: 90 });
    expect(u2723qe!.sources.filter((item) => item.field === "usbCPowerDeliveryWatts")).toEqual([
      {
        field: "usbCPowerDeliveryWatts",
        key: "cited-page",
        source: { title: "Copy of Dell USA U2723QE product page (RAGDOLL dataset)", url: "https://huggingface.co/datasets/Bai-YT/RAGDOLL/blob/main/webpage_contents/computer%20monitor/content_extract/7.txt", retrieved: "2026-11-29" },
      },
    ]);
    expect(u2723qe).not.toHaveProperty("gamutSrgbPct");
    expect(u2723qe).not.toHaveProperty("factSources");
  });

  it("compares models of both ranges", async () => {
    const result = await findMonitorsByModels(handle.db, ["U2724DE", "S2725DS"]);
    expect(result.monitors.map((monitor) => monitor.sites)).toEqual([["work"], ["home"]]);
  });

  it("leaves out other vendors' rows, which exist only for the calculators", async () => {
    const [other] = await handle.db.select({ model: monitors.model }).from(monitors).where(ne(monitors.vendor, "Dell")).limit(1);
    expect(other).toBeDefined();
    const result = await findMonitorsByModels(handle.db, [other!.model]);
    expect(result).toEqual({ monitors: [], unknown: [other!.model] });
  });

  it("finds monitors by id in the order asked", async () => {
    const rows = await handle.db
      .select({ id: monitors.id, model: monitors.model })
      .from(monitors)
      .where(and(eq(monitors.vendor, "Dell"), eq(monitors.model, "E2425H")));
    const e2425h = rows[0]!;
    const result = await findMonitorsByIds(handle.db, [2_000_000_000, e2425h.id]);
    expect(result.monitors.map((monitor) => monitor.model)).toEqual(["E2425H"]);
    expect(result.unknown).toEqual(["2000000000"]);
  });

  it("suggests models of one site, those starting with the text first", async () => {
    const work = await suggestMonitors(handle.db, { text: "u2724", site: "work" });
    expect(work[0]?.model).toMatch(/^U2724/);
    expect(work.every((entry) => entry.model.toUpperCase().includes("U2724"))).toBe(true);
    expect(await suggestMonitors(handle.db, { text: "U2724DE", site: "home" })).toEqual([]);
    const home = await suggestMonitors(handle.db, { text: "alienware", site: "home" });
    expect(home.length).toBeGreaterThan(0);
    expect(home.every((entry) => entry.series === "alienware")).toBe(true);
  });

  it("returns at most eight suggestions", async () => {
    expect(await suggestMonitors(handle.db, { text: "Dell", site: "work" })).toHaveLength(SUGGESTION_LIMIT);
  });

  it("matches wildcard characters and quotes literally", async () => {
    expect(await suggestMonitors(handle.db, { text: "%", site: "work" })).toEqual([]);
    expect(await suggestMonitors(handle.db, { text: "_", site: "work" })).toEqual([]);
    expect(await suggestMonitors(handle.db, { text: "' or '1'='1", site: "work" })).toEqual([]);
    expect(await suggestMonitors(handle.db, { text: "   ", site: "work" })).toEqual([]);
  });
});
