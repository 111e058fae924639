import { describe, expect, it } from "vitest";
import { createFormatters } from "~/i18n/format";
import { enUs } from "~/i18n/phrases/en-us";
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
