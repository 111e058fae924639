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
  it("adds EDID ports to ENERGY STAR's and never drops one", () => {
    // U2723QE: ENERGY STAR lists DisplayPort, HDMI, USB-C, USB, RJ45; an EDID showing only HDMI removes nothing.
    const [merged] = applyEdidTable([entry("U2723QE")], [row("U2723QE", "port", "HDMI")]);
    expect(merged!.ports).toEqual(entry("U2723QE").ports);
    expect(merged!.factSources).toContainEqual({ field: "ports", source: "edid/dell/U2723QE.txt#X" });
    expect(merged!.factSources!.filter((item) => item.field === "ports").length).toBe(2);
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

  it("keeps ENERGY STAR's HDR name and fills the EDID's where ENERGY STAR is silent", () => {
    const silent = plain.find((item) => item.hdr === null && item.sites.includes("work"))!;
    const [filled] = applyEdidTable([silent], [row(silent.model, "hdr-transfer-functions", "SMPTE ST 2084;HLG"), row(silent.model, "hdr-max-luminance-nits", "644")]);
    expect(filled!.hdr).toBe("HDR10, HLG");
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
