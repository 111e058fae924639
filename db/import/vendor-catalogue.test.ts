import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { parseEnergyStarExport } from "./energystar-export";
import { energyStarExportRows } from "./seed-rows.fixture";
import { buildVendorCatalogue } from "./vendor-catalogue";

const catalogue = buildVendorCatalogue(parseEnergyStarExport(readCsv(energyStarExportRows)));
const entry = (slug: string) => catalogue.find((item) => item.slug === slug);

describe("buildVendorCatalogue", () => {
  it("keeps other vendors' monitors once each, without Dell rows or signage", () => {
    // Three Acer B226HQL rows → one; NEC M431 is signage; the four DELL rows are Dell's.
    expect(catalogue.map((item) => item.title)).toEqual([
      "Acer B226HQL",
      "Acer CB322QK",
      "ViewSonic VX2416",
      "LG 27BP450Y",
    ]);
  });

  it("builds the row from the newest listing (B226HQL_v, certified 12/31/2019)", () => {
    expect(entry("acer-b226hql")).toEqual({
      slug: "acer-b226hql",
      vendor: "Acer",
      model: "B226HQL",
      title: "Acer B226HQL",
      series: null,
      sites: [],
      sizeInches: 21.5,
      // Listed as "1080 x 1920".
      resolutionWidth: 1920,
      resolutionHeight: 1080,
      aspectRatio: "16:9",
      panelType: "TN",
      refreshRateHz: null,
      responseTimeMs: null,
      // Model Features "Built-In Speakers": reported, without "Curved Screen".
      curved: false,
      ports: ["DVI", "VGA"],
      usbCPowerDeliveryWatts: null,
      energyStarMaxPowerDeliveryWatts: null,
      colorSpaces: [],
      connectorsSeen: [],
      hdr: null,
      maxLuminanceNits: 250,
      features: ["Built-In Speakers"],
      certifications: ["ENERGY STAR"],
      releasedOn: "2016-12-30",
      certifiedOn: "2019-12-31",
      listPriceUsd: null,
      powerOnWatts: 12.41,
      powerSleepWatts: 0.22,
      powerOffWatts: 0.09,
      energyStarId: "2352412",
      sources: ["energystar-2022"],
      // Other vendors have no EDID facts; every fact the listing states names it.
      gamutPrimaries: null,
      gamutSrgbPct: null,
      gamutDciP3Pct: null,
      gamutAdobeRgbPct: null,
      gamutCoverage: [],
      bitsPerColour: null,
      hdrTransferFunctions: [],
      hdrMaxLuminanceNits: null,
      adaptiveSync: null,
      // Stated above: size, resolution, panel, features (so: flat), ports, 250 nits, features,
      // the certification, both dates and the three power figures; no max power delivery, colour
      // space or HDR tier, so those cite nothing.
      factSources: [
        "sizeInches",
        "resolution",
        "panelType",
        "curved",
        "ports",
        "maxLuminanceNits",
        "features",
        "certifications",
        "releasedOn",
        "certifiedOn",
        "powerOnWatts",
        "powerSleepWatts",
        "powerOffWatts",
      ].map((field) => ({ field, source: "energystar-2022" })),
    });
  });

  it("lists USB-C from the model features even without power delivery (Acer CB322QK)", () => {
    // Interfaces "Other,Display,HDMI", features "USB-C", power delivery "No".
    expect(entry("acer-cb322qk")?.ports).toEqual(["DisplayPort", "HDMI", "USB-C"]);
    expect(entry("acer-cb322qk")?.powerOffWatts).toBeNull();
  });

  it("adds the Most Efficient 2023 label when the export says Yes (LG 27BP450Y-*)", () => {
    expect(entry("lg-27bp450y")?.certifications).toEqual([
      "ENERGY STAR",
      "ENERGY STAR Most Efficient 2023",
    ]);
    expect(entry("lg-27bp450y")?.powerOnWatts).toBeNull();
  });
});
