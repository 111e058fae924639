import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import { factSourceLink, sourcedFact, sourcedFacts, sourcesOf } from "./fact-sources";

const t = createTranslator(enUs);
const edidPath = "edid/dell/U2724DE.txt#Digital/Dell/DEL42DF/5D321DC40B0C";

describe("fact sources a visitor can open", () => {
  it("gives every data set, EDID report and cited page a title, an address and a date", () => {
    expect(sourcedFact({ field: "ports", source: "energystar-2022" })).toEqual({
      field: "ports",
      key: "energystar-2022",
      source: { title: expect.stringContaining("ENERGY STAR Certified Displays"), url: "https://data.energystar.gov/Active-Specifications/ENERGY-STAR-Certified-Displays/qbg3-d468", retrieved: "2022-12" },
    });
    expect(sourcedFact({ field: "refreshRateHz", source: "retail-specs" })?.source.url).toBe("https://github.com/docyx/pc-part-dataset");
    expect(sourcedFact({ field: "refreshRateHz", source: edidPath })?.source.url).toBe("https://github.com/linuxhw/EDID/blob/HEAD/Digital/Dell/DEL42DF/5D321DC40B0C");
    const page = { field: "usbCPowerDeliveryWatts", source: "cited-page", title: "Dell U2723QE page", url: "https://example.org/u2723qe", retrieved: "2026-11-29", statement: "90" };
    expect(sourcedFact(page)).toEqual({ field: "usbCPowerDeliveryWatts", key: "cited-page", source: { title: "Dell U2723QE page", url: "https://example.org/u2723qe", retrieved: "2026-11-29" } });
    expect(sourcedFact({ field: "ports", source: "no-such-key" })).toBeNull();
  });

  it("names a data set by its translated title and an EDID report by its public address, never the import's file path", () => {
    const [dataSet, report] = sourcedFacts([{ field: "ports", source: "energystar-2022" }, { field: "refreshRateHz", source: edidPath }]);
    expect(factSourceLink(dataSet!, t).text).toBe(enUs["source.energystar-2022"]);
    const link = factSourceLink(report!, t);
    expect(link).toEqual({
      text: "EDID report Digital/Dell/DEL42DF/5D321DC40B0C, linuxhw/EDID (linux-hardware.org, CC BY 4.0)",
      href: "https://github.com/linuxhw/EDID/blob/HEAD/Digital/Dell/DEL42DF/5D321DC40B0C",
    });
    expect(link.text).not.toContain("edid/dell/");
    expect(factSourceLink(report!, createTranslator(zhCn, "zh-CN")).text).toMatch(/^EDID 报告/);
  });

  it("lists each of a field's sources once, and none for a field nothing cites", () => {
    const facts = sourcedFacts([
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/1" },
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/2" },
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/1" },
      { field: "ports", source: "energystar-2022" },
    ]);
    expect(sourcesOf("connectorsSeen", facts, t).map((link) => link.href)).toEqual(["https://github.com/linuxhw/EDID/blob/HEAD/A/1", "https://github.com/linuxhw/EDID/blob/HEAD/A/2"]);
    expect(sourcesOf("gamut", facts, t)).toEqual([]);
    expect(sourcesOf(undefined, facts, t)).toEqual([]);
  });
});
