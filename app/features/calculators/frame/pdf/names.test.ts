import { describe, expect, it } from "vitest";
import { pdfHrefFromCsv } from "./names";

describe("pdfHrefFromCsv", () => {
  it("turns a PDF calculator's CSV address into its PDF address, query and all", () => {
    expect(pdfHrefFromCsv("/en-us/api/calculators/productivity.csv?monitor=u2723qe&site=home")).toBe("/en-us/api/calculators/productivity.pdf?monitor=u2723qe&site=home");
    expect(pdfHrefFromCsv("/zh-cn/api/calculators/meeting-roi.csv")).toBe("/zh-cn/api/calculators/meeting-roi.pdf");
  });

  it("gives nothing for an address of another form (a configurator's CSV)", () => {
    expect(pdfHrefFromCsv("/en-us/api/configurators/workspace?x=1&format=csv")).toBeUndefined();
  });
});
