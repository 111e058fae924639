import { describe, expect, it } from "vitest";
import type { FactSource } from "../schema";
import { implausibleValues, withPlausibleValues, type CheckedFacts } from "./plausibility";

const plain: CheckedFacts = {
  model: "PLAIN",
  usbCPowerDeliveryWatts: null,
  refreshRateHz: 60,
  sizeInches: 27,
  powerOnWatts: 20,
  maxLuminanceNits: 350,
  hdrMaxLuminanceNits: null,
  factSources: [],
};

const page = (statement: string): FactSource => ({ field: "usbCPowerDeliveryWatts", source: "cited-page", title: "A page", url: "https://example.org/page", retrieved: "2026-11-29", statement });

describe("implausibleValues", () => {
  it("passes a 27-inch 60 Hz monitor with 20 W and 350 nits", () => {
    expect(implausibleValues(plain)).toEqual([]);
  });

  it("refuses a 2019 monitor's 130 W over USB-C with no source naming PD 3.1", () => {
    // The P2720DC case of issue 46: ENERGY STAR's 130 W, no page naming PD 3.1/EPR or Thunderbolt.
    const planted = { ...plain, model: "P2720DC", usbCPowerDeliveryWatts: 130, factSources: [{ field: "usbCPowerDeliveryWatts", source: "energystar-2022" }] };
    expect(implausibleValues(planted)).toEqual([
      { model: "P2720DC", field: "usbCPowerDeliveryWatts", value: 130, rule: "USB-C power above 100 W without a source naming USB PD 3.1/EPR or Thunderbolt 140 W+" },
    ]);
  });

  it("refuses a 1,000 Hz refresh rate (the range is 24–540 Hz)", () => {
    expect(implausibleValues({ ...plain, refreshRateHz: 1000 })).toEqual([{ model: "PLAIN", field: "refreshRateHz", value: 1000, rule: "refresh rate 24–540 Hz" }]);
    expect(implausibleValues({ ...plain, refreshRateHz: 540 })).toEqual([]);
    expect(implausibleValues({ ...plain, refreshRateHz: 23 })).toHaveLength(1);
  });

  it("keeps exactly 100 W with any source, and above 100 W only with PD 3.1/EPR or Thunderbolt at 140 W or more", () => {
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 100 })).toEqual([]);
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 140, factSources: [page("140 (Thunderbolt 4 port)")] })).toEqual([]);
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 140, factSources: [page("140 W, USB PD 3.1")] })).toEqual([]);
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 180, factSources: [page("EPR 180 W")] })).toEqual([]);
    // Thunderbolt named but under 140 W: not the 140 W+ a Thunderbolt source must state.
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 120, factSources: [page("120 W Thunderbolt 4")] })).toHaveLength(1);
    // A source about another field does not count.
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 140, factSources: [{ ...page("PD 3.1"), field: "ports" }] })).toHaveLength(1);
  });

  it("never accepts more than 240 W, whatever the source says", () => {
    expect(implausibleValues({ ...plain, usbCPowerDeliveryWatts: 241, factSources: [page("USB PD 3.1 EPR")] })).toEqual([
      { model: "PLAIN", field: "usbCPowerDeliveryWatts", value: 241, rule: "USB-C power above 240 W (USB PD 3.1 EPR maximum)" },
    ]);
  });

  it("checks diagonal 10–100 in, on-mode power 1–500 W and luminance 100–3,000 nits", () => {
    expect(implausibleValues({ ...plain, sizeInches: 9.9, powerOnWatts: 501, maxLuminanceNits: 67, hdrMaxLuminanceNits: 3001 }).map((item) => item.field)).toEqual([
      "sizeInches",
      "powerOnWatts",
      "maxLuminanceNits",
      "hdrMaxLuminanceNits",
    ]);
    expect(implausibleValues({ ...plain, sizeInches: 100, powerOnWatts: 1, maxLuminanceNits: 100, hdrMaxLuminanceNits: 3000 })).toEqual([]);
  });
});

describe("withPlausibleValues", () => {
  it("imports a refused value as null without its source, logs it and keeps the rest", () => {
    const planted = { ...plain, model: "P2720DC", usbCPowerDeliveryWatts: 130, refreshRateHz: 1000, factSources: [{ field: "usbCPowerDeliveryWatts", source: "energystar-2022" }, { field: "sizeInches", source: "energystar-2022" }] };
    const { entries, log } = withPlausibleValues([plain, planted]);
    expect(entries[0]).toBe(plain);
    expect(entries[1]).toMatchObject({ usbCPowerDeliveryWatts: null, refreshRateHz: null, sizeInches: 27, factSources: [{ field: "sizeInches", source: "energystar-2022" }] });
    expect(log.map((item) => `${item.model} ${item.field} ${item.value}`)).toEqual(["P2720DC usbCPowerDeliveryWatts 130", "P2720DC refreshRateHz 1000"]);
  });
});
