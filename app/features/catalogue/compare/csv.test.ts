import { describe, expect, it } from "vitest";
import { comparisonCsv, csvFilename } from "./csv";

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
