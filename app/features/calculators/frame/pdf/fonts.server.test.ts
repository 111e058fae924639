import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { registerFonts, startingFont, textRuns } from "./fonts.server";

const chains = registerFonts(new PDFDocument({ font: startingFont() as unknown as string }));

describe("textRuns: what no font has is still printed (issue 47: the English PDF printed \"CO\" and an empty box)", () => {
  it("knows no font of the chain has the subscript 2, so the test below means something", () => {
    expect(chains.regular.some((font) => font.has(0x2082))).toBe(false);
  });

  it("writes CO₂'s subscript 2 as a plain 2 marked to be drawn lowered, in the same font", () => {
    const runs = textRuns("CO₂ a year", chains.regular);
    expect(runs.map((run) => [run.text, run.subscript ?? false])).toEqual([
      ["CO", false],
      ["2", true],
      [" a year", false],
    ]);
    expect(new Set(runs.map((run) => run.font.name))).toEqual(new Set(["noto-latin-400"]));
  });

  it("writes ≈, which no font has, as ~; leaves text every font draws alone", () => {
    expect(textRuns("(≈ 250 USD)", chains.regular).map((run) => run.text)).toEqual(["(~ 250 USD)"]);
    expect(textRuns("Net present value", chains.bold).map((run) => [run.font.name, run.text])).toEqual([["noto-latin-700", "Net present value"]]);
  });
});
