import { describe, expect, it } from "vitest";
import { createFirstMentionLinker, type LinkableTerm } from "./first-mention";

const terms: LinkableTerm[] = [
  { slug: "oled", term: "OLED", aliases: [], summary: "Self-emitting pixels." },
  { slug: "qd-oled", term: "QD-OLED", aliases: ["量子点 OLED"], summary: "Blue OLED with quantum dots." },
  { slug: "va", term: "VA", aliases: ["Vertical Alignment"], summary: "High-contrast LCD." },
  { slug: "colour-gamut", term: "Colour gamut", aliases: ["color gamut", "色域"], summary: "Range of colours." },
];

const linked = (segments: ReturnType<ReturnType<typeof createFirstMentionLinker>>) =>
  segments.filter((segment) => segment.term).map((segment) => `${segment.text}→${segment.term?.slug}`);

describe("createFirstMentionLinker", () => {
  it("links only the first mention of each term across the texts it is given", () => {
    const link = createFirstMentionLinker(terms);
    expect(linked(link("An OLED panel. Another OLED panel."))).toEqual(["OLED→oled"]);
    expect(linked(link("OLED again, and VA."))).toEqual(["VA→va"]);
  });

  it("keeps the text intact around the links", () => {
    const segments = createFirstMentionLinker(terms)("Wide colour gamut on VA panels");
    expect(segments.map((segment) => segment.text).join("")).toBe("Wide colour gamut on VA panels");
    expect(segments).toHaveLength(5);
  });

  it("prefers the longest spelling, so QD-OLED is not read as OLED", () => {
    const link = createFirstMentionLinker(terms);
    expect(linked(link("QD-OLED differs from OLED."))).toEqual(["QD-OLED→qd-oled", "OLED→oled"]);
  });

  it("matches case-insensitively and keeps the text's own spelling", () => {
    expect(linked(createFirstMentionLinker(terms)("A wide Color Gamut"))).toEqual(["Color Gamut→colour-gamut"]);
  });

  it("never links inside a longer Latin word or number", () => {
    expect(linked(createFirstMentionLinker(terms)("VAT and NOVA are not panels"))).toEqual([]);
  });

  it("links Chinese spellings next to Chinese characters", () => {
    expect(linked(createFirstMentionLinker(terms)("它的色域很广，采用量子点 OLED 面板"))).toEqual(["色域→colour-gamut", "量子点 OLED→qd-oled"]);
  });

  it("returns the text alone when there are no terms", () => {
    expect(createFirstMentionLinker([])("OLED")).toEqual([{ text: "OLED" }]);
    expect(createFirstMentionLinker(terms)("")).toEqual([]);
  });
});
