import { describe, expect, it } from "vitest";
import { searchTextOf, type SearchTextSource } from "./search-text";

// U2723QE as the import stores it (db/import/dell-catalogue.test.ts).
const u2723qe: SearchTextSource = {
  vendor: "Dell",
  model: "U2723QE",
  title: "Dell UltraSharp U2723QE",
  series: "ultrasharp",
  panelType: "IPS",
  resolutionWidth: 3840,
  resolutionHeight: 2160,
  aspectRatio: "16:9",
  curved: false,
  ports: ["DisplayPort", "HDMI", "USB-C", "USB", "RJ45 Ethernet"],
  colorSpaces: [],
  gamutCoverage: [],
  hdr: null,
  hdrTransferFunctions: [],
  features: ["USB-C", "Full Network Connectivity"],
  certifications: ["ENERGY STAR"],
};

describe("searchTextOf", () => {
  it("joins model, names in both languages and spec words, lowercase, each word once", () => {
    expect(searchTextOf(u2723qe)).toBe(
      [
        "dell u2723qe ultrasharp", // vendor, model, title ("dell ultrasharp u2723qe") and series key
        "优越系列", // zh series name "UltraSharp 优越系列"
        "ips 3840x2160 4k uhd 超高清 16:9",
        "displayport hdmi usb-c usb rj45 ethernet",
        "full network connectivity energy star",
      ].join(" "),
    );
  });

  it("adds curved for curved models and nothing for unknown values", () => {
    const text = searchTextOf({ ...u2723qe, curved: true, series: null, panelType: null, resolutionWidth: null });
    expect(text).toContain("curved 曲面");
    expect(text).not.toContain("3840x2160");
    expect(text).not.toContain("null");
  });
});
