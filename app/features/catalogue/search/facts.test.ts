import { describe, expect, it } from "vitest";
import { conditionFact, optionFact, orderedFacts } from "./facts";
import { interpretSearch } from "./synonyms";

describe("facts", () => {
  it("names the fact each search word tests", () => {
    const { conditions } = interpretSearch("27 inch 4k usb-c curved hdr oled 144hz ultrawide");
    expect(conditions.map(conditionFact)).toEqual(["size", "refreshRate", "ports", "panelType", "aspectRatio", "resolution", "curved", "hdr"]);
  });

  it("takes an option's own source over its facet's", () => {
    // 10-bit comes from the EDID, the other features from ENERGY STAR's checklist.
    expect(optionFact("features", "10-bit")).toBe("bitsPerColour");
    expect(optionFact("features", "usb-c")).toBe("features");
    expect(optionFact("ports", "hdmi")).toBe("ports");
    expect(optionFact("certifications", "energy-star")).toBeNull();
  });

  it("lists facts once, in the vocabulary's order", () => {
    expect(orderedFacts(["hdr", "ports", "hdr", "size"])).toEqual(["size", "ports", "hdr"]);
  });
});
