import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator } from "~/i18n/translate";
import { factSourceLink, sourcesOf } from "./fact-sources";

const t = createTranslator(enUs);

describe("fact sources a visitor can look up", () => {
  it("names a data set by its title and an EDID report by its public address, never the import's file path", () => {
    expect(factSourceLink("energystar-2022", t)).toEqual({ text: enUs["source.energystar-2022"] });
    const report = factSourceLink("edid/dell/U2724DE.txt#Digital/Dell/DEL42DF/5D321DC40B0C", t);
    expect(report).toEqual({
      text: "EDID report Digital/Dell/DEL42DF/5D321DC40B0C, linuxhw/EDID (linux-hardware.org, CC BY 4.0)",
      href: "https://github.com/linuxhw/EDID/blob/HEAD/Digital/Dell/DEL42DF/5D321DC40B0C",
    });
    expect(report.text).not.toContain("edid/dell/");
    expect(factSourceLink("edid/dell/U2724DE.txt#Digital/Dell/DEL42DF/5D321DC40B0C", createTranslator(zhCn, "zh-CN")).text).toMatch(/^EDID 报告/);
  });

  it("lists each of a field's sources once, and none for a field nothing cites", () => {
    const sources = [
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/1" },
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/2" },
      { field: "connectorsSeen", source: "edid/dell/X.txt#A/1" },
      { field: "ports", source: "energystar-2022" },
    ];
    expect(sourcesOf("connectorsSeen", sources, t).map((link) => link.href)).toEqual(["https://github.com/linuxhw/EDID/blob/HEAD/A/1", "https://github.com/linuxhw/EDID/blob/HEAD/A/2"]);
    expect(sourcesOf("gamut", sources, t)).toEqual([]);
    expect(sourcesOf(undefined, sources, t)).toEqual([]);
  });
});
