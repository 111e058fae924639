import { describe, expect, it } from "vitest";
import { curvedFrom } from "./catalogue-entry";
import type { EnergyStarListing } from "./energystar-listing";

function listing(features: string[] | null): EnergyStarListing {
  return {
    source: "energystar-2022",
    brand: "Dell",
    model: "U3421WE",
    modelNumber: "U3421WEb",
    productType: "Monitor",
    sizeInches: 34.1,
    resolution: { width: 3440, height: 1440 },
    panelType: "IPS",
    powerOnWatts: null,
    powerSleepWatts: null,
    powerOffWatts: null,
    usbCPowerDelivery: null,
    energyStarMaxPowerDeliveryWatts: null,
    interfaces: null,
    colorSpaces: null,
    hdr: null,
    maxLuminanceNits: null,
    features,
    mostEfficient2023: null,
    certifiedOn: null,
    releasedOn: null,
    energyStarId: null,
  };
}

describe("curvedFrom", () => {
  it("is curved when ENERGY STAR ticks 'Curved Screen' or a retail name says curved", () => {
    expect(curvedFrom(listing(["Variable Refresh Rate", "Curved Screen"]), false)).toBe(true);
    expect(curvedFrom(null, true)).toBe(true);
    // The retail name wins over a listing without the box: "curved" is stated, flat only implied.
    expect(curvedFrom(listing(["USB-C"]), true)).toBe(true);
  });

  it("is flat when the listing reports its features without the box, even as 'None'", () => {
    expect(curvedFrom(listing(["USB-C", "Full Network Connectivity"]), false)).toBe(false);
    expect(curvedFrom(listing([]), false)).toBe(false);
  });

  it("is unknown without reported features", () => {
    expect(curvedFrom(listing(null), false)).toBeNull();
    expect(curvedFrom(null, false)).toBeNull();
  });
});
