import { describe, expect, it } from "vitest";
import { americanSpelling, britishSpellings } from "./british-spellings";

describe("British spellings", () => {
  it("finds British words with their American forms, inflections and capitals kept", () => {
    expect(britishSpellings("Colour gamut, centred text, organisations and 3 tonnes")).toEqual([
      { british: "organisations", american: "organizations" },
      { british: "Colour", american: "Color" },
      { british: "centred", american: "centered" },
      { british: "tonnes", american: "metric tons" },
    ]);
  });

  it("changes only the stem's last s of an -ise word", () => {
    expect(americanSpelling("Visualise the utilisation; analysed, catalogued")).toBe("Visualize the utilization; analyzed, cataloged");
  });

  it("leaves placeholder names alone", () => {
    expect(britishSpellings("{tonnes} t")).toEqual([]);
    expect(americanSpelling("{tonnes} tonnes")).toBe("{tonnes} metric tons");
  });

  it("leaves words American English spells the same alone", () => {
    const american = "Otherwise the enterprise's noise analysis and emphasis are precise; a specialist's advertised center";
    expect(britishSpellings(american)).toEqual([]);
    expect(americanSpelling(american)).toBe(american);
  });
});
