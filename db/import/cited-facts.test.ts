import { describe, expect, it } from "vitest";
import { applyCitedFacts, parseCitedFacts, portsFromList } from "./cited-facts";
import type { CatalogueEntry } from "./catalogue-entry";
import { readCsv } from "./csv";

const header = "subject,fact,value,source_title,url,evidence,retrieved";
const csv = (...rows: string[]) => readCsv([header, ...rows].join("\n"));

describe("parseCitedFacts", () => {
  it("reads a per-port USB-C figure with its page, and the figure as the page words it", () => {
    const [fact] = parseCitedFacts(csv('U4025QW,USB-C power delivery to laptop (W),140 (Thunderbolt 4 port),"News, U4025QW launch",https://example.org/u4025qw,lists Thunderbolt 4 with 140W PD,2026-11-29'));
    expect(fact).toEqual({
      model: "U4025QW",
      field: "usbCPowerDeliveryWatts",
      value: 140,
      source: { field: "usbCPowerDeliveryWatts", source: "cited-page", title: "News, U4025QW launch", url: "https://example.org/u4025qw", retrieved: "2026-11-29", statement: "140 (Thunderbolt 4 port); lists Thunderbolt 4 with 140W PD" },
    });
  });

  it("leaves out NOT FOUND rows and facts without a catalogue column", () => {
    expect(
      parseCitedFacts(csv("P2720DC,USB-C power delivery to laptop (W),NOT FOUND,,,no page,2026-11-29", "AW3423DW,curvature radius,1800R,Page,https://example.org/x,radius,2026-11-29")),
    ).toEqual([]);
  });

  it("reads an HDR tier without the page's remark, and a curvature as curved", () => {
    const facts = parseCitedFacts(
      csv("AW3423DW,VESA DisplayHDR tier,DisplayHDR True Black 400 (default HDR mode),Review,https://example.org/a,tested,2026-11-29", "AW3225QF,curvature,1700R (curved),Review,https://example.org/b,radius,2026-11-29"),
    );
    expect(facts.map((fact) => [fact.field, fact.value])).toEqual([
      ["hdr", "DisplayHDR True Black 400"],
      ["curved", true],
    ]);
  });
});

describe("portsFromList", () => {
  it("names the ports of the U2723QE's list in the catalogue's words", () => {
    // The page's list: HDMI, DisplayPort in and out, USB-C up/downstream, USB 3.2 downstream, audio, LAN (RJ-45).
    const list = "HDMI (HDCP 2.2); DisplayPort 1.4; DisplayPort output; USB-C 3.2 Gen 2 upstream/DP 1.4 Alt Mode (up to 90W); 4 x USB 3.2 Gen 2 downstream; audio line-out; LAN (RJ-45)";
    expect(portsFromList(list)).toEqual(["DisplayPort", "HDMI", "USB-C", "USB", "RJ45 Ethernet"]);
    expect(portsFromList("USB-C only")).toEqual(["USB-C"]);
  });
});

describe("applyCitedFacts", () => {
  const entry = (model: string, vendor = "Dell") =>
    ({ vendor, model, usbCPowerDeliveryWatts: null, hdr: "DisplayHDR 400", sources: ["energystar-2026"], factSources: [{ field: "hdr", source: "energystar-2026" }] }) as unknown as CatalogueEntry;
  const facts = parseCitedFacts(csv("u4025qw,VESA DisplayHDR tier,DisplayHDR 600,News,https://example.org/n,certified,2026-11-29", "U4025QW,USB-C power delivery to laptop (W),140 (Thunderbolt 4 port),News,https://example.org/n,TB4 140W,2026-11-29"));

  it("puts the page's value on the model (any letter case) and makes the page the fact's only source", () => {
    const [cited] = applyCitedFacts([entry("U4025QW")], facts);
    expect(cited).toMatchObject({ hdr: "DisplayHDR 600", usbCPowerDeliveryWatts: 140, sources: ["energystar-2026", "cited-page"] });
    expect(cited!.factSources!.map((item) => `${item.field} ${item.source}`)).toEqual(["hdr cited-page", "usbCPowerDeliveryWatts cited-page"]);
  });

  it("leaves other models and other vendors alone", () => {
    const others = [entry("U2723QE"), entry("U4025QW", "LG")];
    expect(applyCitedFacts(others, facts)).toEqual(others);
  });
});
