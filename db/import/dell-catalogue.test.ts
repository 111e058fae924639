import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { buildDellCatalogue } from "./dell-catalogue";
import { parseDellEnergyStarList } from "./dell-energystar-list";
import { parseEnergyStarExport } from "./energystar-export";
import { parseRetailSpecs } from "./retail-specs";
import { dellListRows, energyStarExportRows, retailRows } from "./seed-rows.fixture";

const catalogue = buildDellCatalogue({
  dellList: parseDellEnergyStarList(readCsv(dellListRows)),
  energyStarExport: parseEnergyStarExport(readCsv(energyStarExportRows)),
  retail: parseRetailSpecs(readCsv(retailRows)),
});
const entry = (model: string) => catalogue.find((item) => item.model === model);

describe("buildDellCatalogue", () => {
  it("lists ENERGY STAR models first, then retail-only ones, each model once", () => {
    // 9 merged rows, E2225HM twice → 8; retail adds 5 of its 8 (U2723QE, P2418HZM and E2220H are listed).
    expect(catalogue.map((item) => item.model)).toEqual([
      "C2723H",
      "C5518QT",
      "E2220H",
      "E2225HM",
      "P2418HZm",
      "S3225QC",
      "U2723QE",
      "U3421WE",
      "AW3423DWF",
      "P170S",
      "P2722H",
      "UZ2715H",
      "AW2725Q",
    ]);
  });

  it("combines the three sources for U2723QE", () => {
    expect(entry("U2723QE")).toEqual({
      slug: "u2723qe",
      vendor: "Dell",
      model: "U2723QE",
      title: "Dell UltraSharp U2723QE",
      series: "ultrasharp",
      sites: ["work"],
      sizeInches: 27,
      resolutionWidth: 3840,
      resolutionHeight: 2160,
      aspectRatio: "16:9",
      panelType: "IPS",
      refreshRateHz: 60,
      responseTimeMs: 5,
      // Model Features "USB-C,Full Network Connectivity": no "Curved Screen" box.
      curved: false,
      // "RJ45,Display,HDMI,USB" plus USB-C for power delivery "Yes".
      ports: ["DisplayPort", "HDMI", "USB-C", "USB", "RJ45 Ethernet"],
      // ENERGY STAR's "Maximum Power Delivery (W)" (merged row "Yes,90") keeps its own name; the
      // per-port figure comes only from a cited page (cited-facts.ts), so it is unknown here.
      usbCPowerDeliveryWatts: null,
      energyStarMaxPowerDeliveryWatts: 90,
      colorSpaces: [],
      connectorsSeen: [],
      hdr: null,
      maxLuminanceNits: 400,
      features: ["USB-C", "Full Network Connectivity"],
      certifications: ["ENERGY STAR"],
      releasedOn: "2022-01-27",
      certifiedOn: "2021-07-14",
      listPriceUsd: 475.99,
      powerOnWatts: 28.32,
      powerSleepWatts: 0.74,
      powerOffWatts: 0.3,
      energyStarId: "2392997",
      sources: ["energystar-2022", "retail-specs"],
      // Without the EDID table nothing is declared; every fact names the source that gave it.
      gamutPrimaries: null,
      gamutSrgbPct: null,
      gamutDciP3Pct: null,
      gamutAdobeRgbPct: null,
      gamutCoverage: [],
      bitsPerColour: null,
      hdrTransferFunctions: [],
      hdrMaxLuminanceNits: null,
      adaptiveSync: null,
      // Retail row "Dell U2723QE,475.99,27,"3840,2160",60,5,IPS,16:9"; the merged row "IPS LCD",
      // power 28.32/0.74/0.3, 90 W, 400 nits; the export adds features, dates and the certification.
      factSources: [
        { field: "sizeInches", source: "energystar-2022" },
        { field: "resolution", source: "energystar-2022" },
        { field: "aspectRatio", source: "retail-specs" },
        { field: "panelType", source: "energystar-2022" },
        { field: "panelType", source: "retail-specs" },
        { field: "refreshRateHz", source: "retail-specs" },
        { field: "responseTimeMs", source: "retail-specs" },
        { field: "curved", source: "energystar-2022" },
        { field: "listPriceUsd", source: "retail-specs" },
        { field: "ports", source: "energystar-2022" },
        { field: "energyStarMaxPowerDeliveryWatts", source: "energystar-2022" },
        { field: "features", source: "energystar-2022" },
        { field: "certifications", source: "energystar-2022" },
        { field: "releasedOn", source: "energystar-2022" },
        { field: "certifiedOn", source: "energystar-2022" },
        { field: "powerOnWatts", source: "energystar-2022" },
        { field: "powerSleepWatts", source: "energystar-2022" },
        { field: "powerOffWatts", source: "energystar-2022" },
        { field: "maxLuminanceNits", source: "energystar-2022" },
      ],
    });
  });

  it("keeps retail-only models with unknown power (Alienware AW3423DWF)", () => {
    expect(entry("AW3423DWF")).toMatchObject({
      slug: "aw3423dwf",
      title: "Alienware AW3423DWF",
      series: "alienware",
      sites: ["home"],
      panelType: "QD-OLED",
      aspectRatio: "21:9",
      listPriceUsd: 899.99,
      powerOnWatts: null,
      powerSleepWatts: null,
      powerOffWatts: null,
      certifications: [],
      sources: ["retail-specs"],
    });
  });

  it("derives the aspect ratio from the resolution only when retail gives none", () => {
    // S3225QC is not in the retail rows: 3840x2160 → 16:9.
    expect(entry("S3225QC")?.aspectRatio).toBe("16:9");
  });

  it("enriches from the export row with the merged list's model number (E2220Ho, not E2220Hf)", () => {
    expect(entry("E2220H")).toMatchObject({
      energyStarId: "2349320",
      releasedOn: "2020-01-08",
      powerOnWatts: 10.62,
      listPriceUsd: 158,
    });
  });

  it("matches model names case-insensitively and keeps ENERGY STAR's spelling", () => {
    // Merged "P2418HZm" and retail "Dell P2418HZM".
    expect(entry("P2418HZm")).toMatchObject({ slug: "p2418hzm", listPriceUsd: 399.89 });
  });

  it("keeps the newest of two certifications of one model (E2225HM: 2024-10-29 over 2024-10-23)", () => {
    expect(entry("E2225HM")).toMatchObject({
      powerOnWatts: 10.13,
      powerSleepWatts: 0.13,
      powerOffWatts: 0.1,
    });
  });

  it("reads curvature from ENERGY STAR's Model Features, unknown where none are reported", () => {
    // "Variable Refresh Rate,Curved Screen,Full Network Connectivity,Built-In Speakers".
    expect(entry("U3421WE")?.curved).toBe(true);
    // "USB-C,Full Network Connectivity" and "None": features reported, no curved screen.
    expect(entry("U2723QE")?.curved).toBe(false);
    expect(entry("E2220H")?.curved).toBe(false);
    // Only in the 2026 list, which has no features column; AW3423DWF is only in the retail list.
    expect(entry("E2225HM")?.curved).toBeNull();
    expect(entry("AW3423DWF")?.curved).toBeNull();
  });

  it("files the 55-inch C5518QT under interactive displays", () => {
    expect(entry("C5518QT")).toMatchObject({
      series: "interactive",
      sites: ["work"],
      sizeInches: 54.6,
    });
  });
});
