import { describe, expect, it } from "vitest";
import { visibleTools } from "~/utils/tool-registry";
import { isHiddenFromPartners, isSwitchedOff } from "./partner-visibility";

describe("isHiddenFromPartners", () => {
  it("hides Resources and every resource", () => {
    expect(isHiddenFromPartners("/resources")).toBe(true);
    expect(isHiddenFromPartners("/resources/")).toBe(true);
    expect(isHiddenFromPartners("/resources/brochure-2026")).toBe(true);
    expect(isHiddenFromPartners("/Resources")).toBe(true);
    expect(isHiddenFromPartners("//resources")).toBe(true);
  });

  it("hides the Quality Benefits and TEI calculators on every step", () => {
    expect(isHiddenFromPartners("/quality-framework/input")).toBe(true);
    expect(isHiddenFromPartners("/quality-framework/results")).toBe(true);
    expect(isHiddenFromPartners("/total-economic-impact/input")).toBe(true);
  });

  it("leaves the other pages alone", () => {
    for (const path of ["/", "/products", "/resourcesful", "/energy-calculator/input", "/why-refresh/input", "/collections"]) {
      expect(isHiddenFromPartners(path), path).toBe(false);
    }
  });

  it("agrees with the menu: no tool a partner is shown is hidden", () => {
    for (const tool of visibleTools({ isPartner: true, teiEnabled: true })) {
      expect(isHiddenFromPartners(tool.path), tool.path).toBe(false);
    }
  });
});

describe("isSwitchedOff", () => {
  it("switches the TEI calculator off, every step, while FEATURE_TEI is off", () => {
    for (const path of ["/total-economic-impact/input", "/total-economic-impact/results", "/Total-Economic-Impact/input", "//total-economic-impact"]) {
      expect(isSwitchedOff(path, { tei: false }), path).toBe(true);
      expect(isSwitchedOff(path, { tei: true }), path).toBe(false);
    }
  });

  it("leaves every other page alone", () => {
    for (const path of ["/", "/total-economic-impacts", "/quality-framework/input", "/energy-calculator/input"]) {
      expect(isSwitchedOff(path, { tei: false }), path).toBe(false);
    }
  });
});
