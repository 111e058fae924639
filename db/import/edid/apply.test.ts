import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildCatalogue } from "../catalogue";
import { applyEdidTable } from "./apply";
import type { FactRow } from "./model-facts";

const seedFile = (name: string) => readFileSync(path.resolve("db/seed-data", name), "utf8");
const files = {
  energyStarExport: seedFile("energystar/certified-displays-2016-2022.csv"),
  dellList: seedFile("energystar/dell-monitors-merged.csv"),
  retailSpecs: seedFile("specs/monitors-retail-specs.csv"),
};
const plain = buildCatalogue(files).dell;
const entry = (model: string) => plain.find((item) => item.model === model)!;
const row = (model: string, fact: FactRow["fact"], value: string, source = `edid/dell/${model}.txt#X`): FactRow => ({ model, fact, value, source, via: "" });

describe("applyEdidTable", () => {
  it("never takes ports from an EDID: the connectors reports were read through are counted apart", () => {
    // U2723QE: ENERGY STAR lists its ports; two reports read through HDMI and one through
    // DisplayPort add nothing to them and are counted as connectors seen: HDMI 2, DisplayPort 1.
    const rows = [
      row("U2723QE", "connector", "HDMI", "edid/dell/U2723QE.txt#A"),
      row("U2723QE", "connector", "HDMI", "edid/dell/U2723QE.txt#B"),
      row("U2723QE", "connector", "DisplayPort", "edid/dell/U2723QE.txt#B"),
    ];
    const [merged] = applyEdidTable([entry("U2723QE")], rows);
    expect(merged!.ports).toEqual(entry("U2723QE").ports);
    expect(merged!.connectorsSeen).toEqual([
      { connector: "DisplayPort", reports: 1 },
      { connector: "HDMI", reports: 2 },
    ]);
    expect(merged!.factSources!.filter((item) => item.field === "ports").every((item) => !item.source.startsWith("edid/"))).toBe(true);
    expect(merged!.factSources!.filter((item) => item.field === "connectorsSeen")).toHaveLength(3);
    // A model no port list covers keeps no ports, whatever its reports show: unknown, not "DisplayPort only".
    const unlisted = plain.find((item) => item.ports.length === 0 && item.sites.includes("work"))!;
    const [seen] = applyEdidTable([unlisted], [row(unlisted.model, "connector", "DisplayPort")]);
    expect(seen!.ports).toEqual([]);
    expect(seen!.connectorsSeen).toEqual([{ connector: "DisplayPort", reports: 1 }]);
  });

  it("computes the gamut coverage and the facet's covered references from the primaries", () => {
    // The DCI-P3 primaries themselves: 100 % DCI-P3. P3 contains the whole sRGB triangle (same blue;
    // sRGB's red and green lie inside P3's), so sRGB is 100 % too; Adobe RGB's green is outside: < 90 %.
    const [merged] = applyEdidTable([entry("U2723QE")], [row("U2723QE", "primaries", "0.68,0.32 0.265,0.69 0.15,0.06")]);
    expect(merged!.gamutDciP3Pct).toBe(100);
    expect(merged!.gamutSrgbPct).toBe(100);
    expect(merged!.gamutCoverage).toEqual(["sRGB", "DCI-P3"]);
    expect(merged!.gamutPrimaries).toEqual({ red: { x: 0.68, y: 0.32 }, green: { x: 0.265, y: 0.69 }, blue: { x: 0.15, y: 0.06 }, white: null });
  });

  it("keeps HDR certification (ENERGY STAR's DisplayHDR tier) apart from the HDR signals an EDID accepts", () => {
    const silent = plain.find((item) => item.hdr === null && item.sites.includes("work"))!;
    const [filled] = applyEdidTable([silent], [row(silent.model, "hdr-transfer-functions", "SMPTE ST 2084;HLG"), row(silent.model, "hdr-max-luminance-nits", "644")]);
    // Accepting an HDR10 signal is no certification: `hdr` stays unknown.
    expect(filled!.hdr).toBeNull();
    expect(filled!.hdrTransferFunctions).toEqual(["SMPTE ST 2084", "HLG"]);
    expect(filled!.hdrMaxLuminanceNits).toBe(644);
    const stated = plain.find((item) => item.hdr !== null)!;
    const [kept] = applyEdidTable([stated], [row(stated.model, "hdr-transfer-functions", "SMPTE ST 2084")]);
    expect(kept!.hdr).toBe(stated.hdr);
  });

  it("replaces the retail refresh rate with the EDID's and cites it; leaves a model without rows untouched", () => {
    const retail = plain.find((item) => item.refreshRateHz === 60 && item.sites.includes("work"))!;
    const [merged] = applyEdidTable([retail], [row(retail.model, "refresh-rate-hz", "75")]);
    expect(merged!.refreshRateHz).toBe(75);
    expect(merged!.factSources!.filter((item) => item.field === "refreshRateHz")).toEqual([{ field: "refreshRateHz", source: `edid/dell/${retail.model}.txt#X` }]);
    expect(applyEdidTable([retail], [])[0]).toBe(retail);
  });
});
