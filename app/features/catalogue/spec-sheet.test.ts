import { describe, expect, it } from "vitest";
import { createFormatters } from "~/i18n/format";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import { blankMonitor } from "./compare/test-monitors.fixture";
import { sourcedFacts } from "./fact-sources";
import { buildSpecSheet, typicalEnergyKwh, type SpecSource } from "./spec-sheet";

const monitor: SpecSource = {
  vendor: "Dell",
  model: "P2425H",
  series: "p",
  sizeInches: 23.8,
  resolutionWidth: 1920,
  resolutionHeight: 1080,
  aspectRatio: "16:9",
  panelType: "IPS",
  refreshRateHz: 100,
  responseTimeMs: null,
  curved: null,
  ports: ["DisplayPort", "HDMI"],
  connectorsSeen: [{ connector: "DisplayPort", reports: 2 }],
  usbCPowerDeliveryWatts: null,
  energyStarMaxPowerDeliveryWatts: null,
  colorSpaces: [],
  hdr: null,
  maxLuminanceNits: 250,
  features: [],
  certifications: ["ENERGY STAR"],
  releasedOn: null,
  certifiedOn: "2024-01-15",
  listPriceUsd: null,
  powerOnWatts: 12.5,
  powerSleepWatts: 0.3,
  powerOffWatts: null,
  gamut: null,
  gamutPrimaries: null,
  bitsPerColour: null,
  hdrTransferFunctions: [],
  hdrMaxLuminanceNits: null,
  adaptiveSync: null,
};

describe("typicalEnergyKwh", () => {
  it("applies the ENERGY STAR formula", () => {
    // 8.76 × (0.35 × 12.5 + 0.65 × 0.3) = 8.76 × (4.375 + 0.195) = 8.76 × 4.57 = 40.0332
    expect(typicalEnergyKwh(12.5, 0.3)).toBeCloseTo(40.0332, 4);
  });

  it("has no value when either figure is missing", () => {
    expect(typicalEnergyKwh(12.5, null)).toBeNull();
    expect(typicalEnergyKwh(null, 0.3)).toBeNull();
  });
});

describe("buildSpecSheet", () => {
  const groups = buildSpecSheet(monitor, createTranslator(enUs), createFormatters("en-US"));
  const value = (key: string) => groups.flatMap((group) => group.rows).find((row) => row.key === key)?.value;

  it("groups display, connectivity and power rows", () => {
    expect(groups.map((group) => group.key)).toEqual(["general", "display", "connectivity", "power"]);
  });

  it("formats the known values", () => {
    expect(value("spec.series")).toBe("P Series");
    expect(value("spec.resolution")).toBe("1920 × 1080");
    expect(value("spec.refreshRate")).toBe("100 Hz");
    expect(value("spec.powerOn")).toBe("12.5 W");
    expect(value("spec.typicalEnergy")).toBe("40 kWh per year");
    expect(value("spec.certifiedOn")).toBe("January 15, 2024");
  });

  it("leaves missing values empty instead of guessing", () => {
    expect(value("spec.powerOff")).toBeNull();
    expect(value("spec.responseTime")).toBeNull();
    expect(value("spec.screenType")).toBeNull();
    expect(value("spec.colorSpaces")).toBeNull();
  });
});

describe("the EDID rows (issue 15)", () => {
  const declared = {
    ...monitor,
    gamut: { srgbPct: 99.6, dciP3Pct: 82.8, adobeRgbPct: 78.1 },
    bitsPerColour: 10,
    hdrTransferFunctions: ["SMPTE ST 2084", "HLG"],
    hdrMaxLuminanceNits: 644,
    adaptiveSync: { kind: "FreeSync" as const, minHz: 48, maxHz: 240 },
  };
  const rows = (source: SpecSource, language: "en-US" | "zh-CN" = "en-US") =>
    buildSpecSheet(source, createTranslator(language === "en-US" ? enUs : zhCn, language), createFormatters(language)).flatMap((group) => group.rows);
  const row = (source: SpecSource, key: string, language?: "en-US" | "zh-CN") => rows(source, language).find((entry) => entry.key === key);

  it("formats the declared facts and marks each as declared, not measured", () => {
    expect(row(declared, "spec.gamut")).toMatchObject({ value: "sRGB 99.6%, DCI-P3 82.8%, Adobe RGB 78.1%", note: "Declared by the monitor (EDID), not measured" });
    expect(row(declared, "spec.bitsPerColour")?.value).toBe("10 bits per color");
    // The short conjunction list of en-US: "a & b".
    // The signals by their names: SMPTE ST 2084 (PQ) is HDR10's transfer function.
    expect(row(declared, "spec.hdrTransferFunctions")).toMatchObject({ label: "HDR signals accepted", value: "HDR10 & HLG" });
    expect(row(declared, "spec.hdrMaxLuminance")?.value).toBe("644 cd/m²");
    expect(row(declared, "spec.adaptiveSync")?.value).toBe("FreeSync, 48–240 Hz");
    expect(row(declared, "spec.gamut", "zh-CN")?.value).toBe("sRGB 覆盖 99.6%，DCI-P3 覆盖 82.8%，Adobe RGB 覆盖 78.1%");
  });

  it("leaves them empty (\"Not specified\") when the EDID is silent", () => {
    for (const key of ["spec.gamut", "spec.bitsPerColour", "spec.hdrTransferFunctions", "spec.hdrMaxLuminance", "spec.adaptiveSync"]) {
      expect(row(monitor, key)?.value).toBeNull();
    }
  });
});

describe("the screen size in both systems (issue 11 #18)", () => {
  const t = createTranslator(enUs, "en-US");
  const format = createFormatters("en-US");
  const size = (units?: "metric" | "imperial") =>
    buildSpecSheet(monitor, t, format, units)
      .flatMap((group) => group.rows)
      .find((row) => row.key === "spec.size")?.value;

  it("shows centimetres beside the inches, metric first for a metric visitor", () => {
    // 23.8 in × 25.4 mm = 604.52 mm = 60.452 cm → 60.5 cm
    expect(size()).toBe("23.8 in (60.5 cm)");
    expect(size("imperial")).toBe("23.8 in (60.5 cm)");
    expect(size("metric")).toBe("60.5 cm (23.8 in)");
  });
});

describe("unknown is never no (issue 29)", () => {
  // Every fact the sources may lack, missing at once: nulls and empty lists.
  const unknown: SpecSource = blankMonitor;


  for (const language of ["en-US", "zh-CN"] as const) {
    it(`leaves every missing fact without a value (shown as "not specified"), never a negative word, in ${language}`, () => {
      const t = createTranslator(language === "en-US" ? enUs : zhCn, language);
      const rows = buildSpecSheet(unknown, t, createFormatters(language)).flatMap((group) => group.rows);
      const facts = rows.filter((row) => row.key !== "spec.vendor" && row.key !== "spec.model");
      expect(facts.length).toBeGreaterThan(25);
      for (const row of facts) expect({ key: row.key, value: row.value }).toEqual({ key: row.key, value: null });
    });
  }

  it("says flat only when a source says so, and names what an EDID saw apart from the port list", () => {
    const rows = (source: SpecSource) => buildSpecSheet(source, createTranslator(enUs), createFormatters("en-US")).flatMap((group) => group.rows);
    const row = (source: SpecSource, key: string) => rows(source).find((entry) => entry.key === key);
    expect(row({ ...unknown, curved: false }, "spec.screenType")?.value).toBe("Flat");
    expect(row({ ...unknown, curved: true }, "spec.screenType")?.value).toBe("Curved");
    // U2724DE: no port list covers it; its three reports were read through DisplayPort.
    const u2724de = { ...unknown, connectorsSeen: [{ connector: "DisplayPort" as const, reports: 3 }] };
    expect(row(u2724de, "spec.ports")?.value).toBeNull();
    expect(row(u2724de, "spec.connectorsSeen")).toMatchObject({ label: "Seen connected through", value: "DisplayPort in 3 public reports" });
    expect(row(u2724de, "spec.connectorsSeen")?.note).toMatch(/not the monitor's ports/);
    expect(row({ ...unknown, hdr: "DisplayHDR 400" }, "spec.hdr")).toMatchObject({ label: "HDR certification", value: "DisplayHDR 400" });
  });
});

describe("each row's sources", () => {
  const factSources = sourcedFacts([
    { field: "ports", source: "energystar-2022" },
    { field: "refreshRateHz", source: "edid/dell/P2425H.txt#Digital/Dell/DELA262/1735C20C41D4" },
    { field: "gamut", source: "edid/dell/P2425H.txt#Digital/Dell/DELA262/1735C20C41D4" },
    { field: "resolution", source: "energystar-2022" },
  ]);
  const rows = (source: SpecSource) => buildSpecSheet(source, createTranslator(enUs), createFormatters("en-US"), "imperial", factSources).flatMap((group) => group.rows);
  const row = (key: string, source: SpecSource = monitor) => rows(source).find((entry) => entry.key === key)!;

  it("cites the sources of the shown value as links, and none for an unknown one", () => {
    expect(row("spec.ports").sources).toEqual([{ text: enUs["source.energystar-2022"], href: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468" }]);
    expect(row("spec.refreshRate").sources[0]!.href).toBe("https://github.com/linuxhw/EDID/blob/HEAD/Digital/Dell/DELA262/1735C20C41D4");
    // P2425H's gamut is null here: a source for nothing shown is not listed, nor called unconfirmed.
    expect(row("spec.gamut")).toMatchObject({ value: null, sources: [], unconfirmed: false });
    expect(row("spec.model")).toMatchObject({ sources: [], unconfirmed: false });
  });

  it("labels a shown value no public page stands behind, and lets a worked-out value cite its inputs", () => {
    // 250 cd/m² with no source for maxLuminanceNits in this list.
    expect(row("spec.maxLuminance")).toMatchObject({ value: "250 cd/m²", sources: [], unconfirmed: true });
    // "16:9" is not cited itself: it comes from the resolution, which is.
    expect(row("spec.aspectRatio").sources.map((link) => link.text)).toEqual([enUs["source.energystar-2022"]]);
  });

  it("shows ENERGY STAR's Maximum Power Delivery under its own name, apart from the per-port figure", () => {
    const p2720dc = { ...monitor, energyStarMaxPowerDeliveryWatts: 130, usbCPowerDeliveryWatts: null };
    expect(row("spec.usbCPowerDelivery", p2720dc)).toMatchObject({ label: "USB-C power delivery (per port)", value: null });
    expect(row("spec.energyStarMaxPowerDelivery", p2720dc)).toMatchObject({ label: "Maximum Power Delivery (W), ENERGY STAR", value: "130 W" });
    expect(row("spec.energyStarMaxPowerDelivery", p2720dc).note).toMatch(/not the power one USB-C port gives/);
  });
});
