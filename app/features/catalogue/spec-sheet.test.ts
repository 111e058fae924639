import { describe, expect, it } from "vitest";
import { createFormatters } from "~/i18n/format";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
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
  usbCPowerDeliveryWatts: null,
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
    expect(row(declared, "spec.bitsPerColour")?.value).toBe("10 bits per colour");
    // The short conjunction list of en-US: "a & b".
    expect(row(declared, "spec.hdrTransferFunctions")?.value).toBe("SMPTE ST 2084 & HLG");
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
