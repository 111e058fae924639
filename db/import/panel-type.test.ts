import { describe, expect, it } from "vitest";
import { combinePanelTypes, normalizePanelType } from "./panel-type";

describe("normalizePanelType", () => {
  it("maps ENERGY STAR's panel wording", () => {
    expect(normalizePanelType("IPS LCD")).toBe("IPS");
    expect(normalizePanelType("VA LCD")).toBe("VA");
    expect(normalizePanelType("TN LCD")).toBe("TN");
    expect(normalizePanelType("OLED")).toBe("OLED");
    // U2419H is certified as "PLS LCD", Samsung's in-plane-switching panel.
    expect(normalizePanelType("PLS LCD")).toBe("IPS");
    expect(normalizePanelType("AHVA")).toBe("IPS");
  });

  it("maps the retail list's wording", () => {
    expect(normalizePanelType("QD-OLED")).toBe("QD-OLED");
    expect(normalizePanelType("IPS")).toBe("IPS");
    expect(normalizePanelType("Mini LED VA")).toBe("VA");
    expect(normalizePanelType("PVA")).toBe("VA");
  });

  it("gives no type for 'TFT LCD', which does not say which LCD technology", () => {
    expect(normalizePanelType("TFT LCD")).toBeNull();
    expect(normalizePanelType("TFT-LCD")).toBeNull();
    expect(normalizePanelType("")).toBeNull();
  });
});

describe("combinePanelTypes", () => {
  it("lets retail QD-OLED refine ENERGY STAR's OLED", () => {
    expect(combinePanelTypes("OLED", "QD-OLED")).toBe("QD-OLED");
  });

  it("keeps ENERGY STAR when the two disagree, and fills gaps from retail", () => {
    expect(combinePanelTypes("TN", "IPS")).toBe("TN");
    expect(combinePanelTypes(null, "IPS")).toBe("IPS");
    expect(combinePanelTypes("VA", null)).toBe("VA");
  });
});
