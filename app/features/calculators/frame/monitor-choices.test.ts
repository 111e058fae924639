import { describe, expect, it } from "vitest";
import { packMonitorChoices, unpackMonitorChoices } from "./monitor-choices";

describe("monitor choices packed for the hydration data", () => {
  it("come back as they went, series or none, in their order", () => {
    const choices = [
      { slug: "u2724de", title: "Dell UltraSharp 27 4K USB-C Hub Monitor - U2724DE", series: "ultrasharp" },
      { slug: "mystery", title: "Mystery Monitor", series: null },
      { slug: "p2425h", title: "Dell 24 Monitor – P2425H", series: "p" },
    ];
    const text = packMonitorChoices(choices);
    expect(text).toBe("u2724de\tDell UltraSharp 27 4K USB-C Hub Monitor - U2724DE\tultrasharp\nmystery\tMystery Monitor\t\np2425h\tDell 24 Monitor – P2425H\tp");
    expect(unpackMonitorChoices(text)).toEqual(choices);
  });

  it("pack no choices as an empty string and read it back as none", () => {
    expect(packMonitorChoices([])).toBe("");
    expect(unpackMonitorChoices(packMonitorChoices([]))).toEqual([]);
  });

  it("put a space for a tab or line break in a title, so one monitor stays one line", () => {
    const text = packMonitorChoices([{ slug: "a", title: "Two\tparts\nand lines", series: null }, { slug: "b", title: "B", series: "s" }]);
    expect(unpackMonitorChoices(text)).toEqual([
      { slug: "a", title: "Two parts and lines", series: null },
      { slug: "b", title: "B", series: "s" },
    ]);
  });

  it("pack a kept list once and split a page's text once", () => {
    const choices = [{ slug: "a", title: "A", series: null }];
    const text = packMonitorChoices(choices);
    expect(packMonitorChoices(choices)).toBe(text);
    expect(unpackMonitorChoices(text)).toBe(unpackMonitorChoices(text));
  });
});
