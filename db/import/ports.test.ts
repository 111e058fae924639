import { describe, expect, it } from "vitest";
import { normalizePorts } from "./ports";

describe("normalizePorts", () => {
  it("names ENERGY STAR's interface codes, video inputs first", () => {
    // U2723QE: "RJ45,Display,HDMI,USB" with USB-C power delivery "Yes".
    expect(normalizePorts(["RJ45", "Display", "HDMI", "USB"], true)).toEqual([
      "DisplayPort",
      "HDMI",
      "USB-C",
      "USB",
      "RJ45 Ethernet",
    ]);
  });

  it("drops 'Other' and keeps the serial control port of the large displays", () => {
    // C5518QT: "Display,HDMI,RS232,VGA,Other,RJ45,USB", no USB-C.
    expect(
      normalizePorts(["Display", "HDMI", "RS232", "VGA", "Other", "RJ45", "USB"], false),
    ).toEqual(["DisplayPort", "HDMI", "USB", "RJ45 Ethernet", "VGA", "RS-232"]);
  });

  it("lists Thunderbolt", () => {
    // U4021QW: "Thunderbolt,RJ45,Display,HDMI,USB", USB-C power delivery "Yes".
    expect(normalizePorts(["Thunderbolt", "RJ45", "Display", "HDMI", "USB"], true)).toEqual([
      "DisplayPort",
      "HDMI",
      "USB-C",
      "Thunderbolt",
      "USB",
      "RJ45 Ethernet",
    ]);
  });

  it("returns nothing when the list has no interfaces", () => {
    expect(normalizePorts([], false)).toEqual([]);
  });
});
