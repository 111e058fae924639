import { describe, expect, it } from "vitest";
import { comparisonCsv, csvField, csvFilename, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text alone", () => {
    expect(csvField("18.23 W")).toBe("18.23 W");
    expect(csvField("")).toBe("");
  });

  it("quotes commas, quotes and line breaks and doubles the quotes", () => {
    expect(csvField("DisplayPort, HDMI")).toBe('"DisplayPort, HDMI"');
    expect(csvField('27" screen')).toBe('"27"" screen"');
    expect(csvField("8.76 × (0.35 × on)\nsecond line")).toBe('"8.76 × (0.35 × on)\nsecond line"');
    expect(csvField("a\rb")).toBe('"a\rb"');
  });
});

describe("toCsv", () => {
  it("ends every record with CRLF", () => {
    expect(toCsv([["a", "b"], ["c", "d,e"]])).toBe('a,b\r\nc,"d,e"\r\n');
  });
});

describe("comparisonCsv", () => {
  it("writes a header of the label column and the monitors, then one line per row", () => {
    const csv = comparisonCsv({
      labelHeading: "Specification",
      titles: ["Dell UltraSharp U2724DE", "Dell P2425H"],
      notSpecified: "Not specified",
      groups: [
        {
          key: "connectivity",
          title: "Connectivity",
          rows: [
            {
              key: "spec.ports",
              label: "Ports",
              differs: true,
              cells: [
                { value: "DisplayPort, HDMI", best: false, sources: [] },
                { value: null, best: false, sources: [] },
              ],
            },
          ],
        },
      ],
    });
    expect(csv).toBe('Specification,Dell UltraSharp U2724DE,Dell P2425H\r\nPorts,"DisplayPort, HDMI",Not specified\r\n');
  });
});

describe("csvFilename", () => {
  it("names the file after the models", () => {
    expect(csvFilename(["U2724DE", "P2425H"])).toBe("comparison-U2724DE-P2425H.csv");
  });
});
