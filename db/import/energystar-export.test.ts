import { describe, expect, it } from "vitest";
import { readCsv } from "./csv";
import { parseEnergyStarExport } from "./energystar-export";
import { energyStarExportRows } from "./seed-rows.fixture";

const listings = parseEnergyStarExport(readCsv(energyStarExportRows));
const byNumber = (modelNumber: string) =>
  listings.find((listing) => listing.modelNumber === modelNumber);

describe("parseEnergyStarExport", () => {
  it("reads every row, monitors and signage alike", () => {
    expect(listings).toHaveLength(12);
  });

  it("reads a Dell listing in full (U2723QE, Unique ID 2392997)", () => {
    expect(byNumber("U2723QEt")).toEqual({
      source: "energystar-2022",
      brand: "DELL",
      model: "U2723QE",
      modelNumber: "U2723QEt",
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
      features: ["USB-C", "Full Network Connectivity"],
      mostEfficient2023: false,
      certifiedOn: "2021-07-14",
      releasedOn: "2022-01-27",
      energyStarId: "2392997",
    });
  });

  it("stores an off-mode power of 0 as missing (Acer CB322QK: 30.89 / 0.34 / 0)", () => {
    const acer = byNumber(
      "CB322QK SEMIPRUZX, CB322QK SEMIPRUX, CB322QK SEMIPRX, CB322QK BEMIPRUZX",
    );
    expect([acer?.powerOnWatts, acer?.powerSleepWatts, acer?.powerOffWatts]).toEqual([
      30.89,
      0.34,
      null,
    ]);
    // "No" power delivery with "0" W is no power delivery, not 0 W.
    expect(acer?.energyStarMaxPowerDeliveryWatts).toBeNull();
    // Listed portrait, "2160 x 3840".
    expect(acer?.resolution).toEqual({ width: 3840, height: 2160 });
  });

  it("stores an empty on-mode cell as missing (LG 27BP450Y-*: blank / 0.1 / 0.1)", () => {
    const lg = byNumber("27BP450Y");
    expect([lg?.powerOnWatts, lg?.powerSleepWatts, lg?.powerOffWatts]).toEqual([null, 0.1, 0.1]);
    expect(lg?.mostEfficient2023).toBe(true);
    // 270.5 cd/m² rounds to 271.
    expect(lg?.maxLuminanceNits).toBe(271);
  });

  it("keeps the brand, not the partner: ViewSonic VX2416 was certified by Dell Inc.", () => {
    expect(byNumber("VS19052")?.brand).toBe("ViewSonic");
  });

  it("reads signage rows' product type so they can be told apart", () => {
    expect(byNumber("C5518QTt")?.productType).toBe("Signage Display");
    expect(byNumber("M431")?.productType).toBe("Signage Display");
  });

  it("refuses a file whose header lacks a column it reads", () => {
    expect(() => parseEnergyStarExport(readCsv("Brand Name,Model Name\nAcer,B196L_q\n"))).toThrow(
      /missing columns/,
    );
  });
});
