import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { dellModelIdentity, parseDellEnergyStarList } from "./dell-energystar-list";
import { dellListRows } from "./seed-rows.fixture";

const listings = parseDellEnergyStarList(readCsv(dellListRows));
const byNumber = (modelNumber: string) =>
  listings.find((listing) => listing.modelNumber === modelNumber);

describe("dellModelIdentity", () => {
  it("keeps rows whose model and number are in the usual order", () => {
    expect(dellModelIdentity("U2723QE", "U2723QEt")).toEqual({
      model: "U2723QE",
      modelNumber: "U2723QEt",
    });
    // P2418HZm is the marketed name; its number is P2418HZc.
    expect(dellModelIdentity("P2418HZm", "P2418HZc")).toEqual({
      model: "P2418HZm",
      modelNumber: "P2418HZc",
    });
  });

  it("swaps rows transcribed the wrong way round", () => {
    // Row "E2225HMo,E2225HM": the model is E2225HM, the factory variant E2225HMo.
    expect(dellModelIdentity("E2225HMo", "E2225HM")).toEqual({
      model: "E2225HM",
      modelNumber: "E2225HMo",
    });
  });
});

describe("parseDellEnergyStarList", () => {
  it("reads a 2022 row (U2723QE)", () => {
    expect(byNumber("U2723QEt")).toMatchObject({
      source: "energystar-2022",
      brand: "Dell",
      model: "U2723QE",
      productType: "Monitor",
      sizeInches: 27,
      resolution: { width: 3840, height: 2160 },
      panelType: "IPS",
      powerOnWatts: 28.32,
      powerSleepWatts: 0.74,
      powerOffWatts: 0.3,
      usbCPowerDelivery: true,
      energyStarMaxPowerDeliveryWatts: 90,
      interfaces: ["RJ45", "Display", "HDMI", "USB"],
      colorSpaces: [],
      hdr: null,
      maxLuminanceNits: 400,
      certifiedOn: "2021-07-14",
    });
  });

  it("reads a 2026 row, which lists no interfaces, colour spaces or USB-C (S3225QC)", () => {
    expect(byNumber("S3225QCc")).toMatchObject({
      source: "energystar-2026",
      model: "S3225QC",
      sizeInches: 31.6,
      panelType: "OLED",
      powerOnWatts: 37.48,
      powerSleepWatts: 0.49,
      powerOffWatts: 0.29,
      usbCPowerDelivery: null,
      energyStarMaxPowerDeliveryWatts: null,
      interfaces: null,
      colorSpaces: null,
      hdr: "DisplayHDR 400",
      maxLuminanceNits: 250,
      certifiedOn: "2025-02-13",
    });
  });

  it("reads 'No' with 0 W as no USB-C power delivery (C2723H)", () => {
    expect(byNumber("C2723Hb")).toMatchObject({
      usbCPowerDelivery: false,
      energyStarMaxPowerDeliveryWatts: null,
    });
  });

  it("repairs the swapped E2225HMo row", () => {
    expect(byNumber("E2225HMo")).toMatchObject({
      model: "E2225HM",
      panelType: "IPS",
      certifiedOn: "2024-10-29",
    });
  });
});
