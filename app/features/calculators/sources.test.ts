/**
 * Every assumption's source must be something a buyer can look up (issue 28): a public document,
 * standard or data set with its year or a link, or plainly "figure from the maker's
 * specification" — never a repository path or an internal note. This walks every source phrase
 * of the calculators and configurators in both languages, rendered with sample values.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import type { PhraseKey } from "~/i18n/phrases/en-us";

const toolPrefixes = ["calculator.", "energy.", "quality.", "whyRefresh.", "productivity.", "ergonomics.", "multiMonitor.", "meetingRoi.", "meetingSpace.", "workspace."];

/** A source phrase: `<tool>.source.<id>`, or a configurator's `<tool>.<part>.source`. */
function isSourceKey(key: string): boolean {
  if (!toolPrefixes.some((prefix) => key.startsWith(prefix))) return false;
  // Column headings and "Source:" labels are not sources themselves.
  if (key === "calculator.assumptions.source" || key === "ergonomics.recommendations.source") return false;
  return /\.source\./.test(key) || /\.source$/.test(key);
}

const sourceKeys = Object.keys(enUs).filter(isSourceKey) as PhraseKey[];

/** What the call sites pass, as a realistic example (a date or year carries its own year). */
const sampleValues = { date: "June 2026", year: 2024, period: "2024-S2", record: "44", series: "P", count: 12, size: "24.0", amount: "65,000", currency: "BRL" };

/**
 * Phrases that are not a figure taken from somewhere, so they cite nothing: the visitor's own
 * entry, "nothing to convert", "no record, so nothing claimed", "another service, nothing assumed".
 */
const citesNothing = new Set<string>([
  "energy.source.entered",
  "calculator.source.salaryEntered",
  "calculator.source.rateNone",
  "calculator.source.rateUsdInstead",
  "quality.source.noRecord",
  "meetingRoi.source.conferencing.0",
  "meetingRoi.source.roomComputerOther",
]);

const year = /(?<!\d)(19|20)\d{2}(?!\d)/;
const link = /https?:\/\/|\b[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|org|gov|edu|io|eu|int|net)\b/i;
const marker = {
  // Issue 47's wording for a maker's figure no public study holds: "Maker's figure, no public study found".
  "en-us": { maker: /figure from the maker's specification|Maker's figure, no public study found/i, assumption: /Estimate \(this site\)|This guide's assumption/ },
  "zh-cn": { maker: /厂商产品规格说明书中的数值|厂商数值，未找到公开研究/, assumption: /本站估算|本指南的假设/ },
};
const repositoryPath = /docs\/|\.md\b|\.ts\b|\.tsx\b|seed|to verify|Product specification|产品规格(?!说明书)/i;

/** Why a source text is not acceptable, or null when it is. */
function sourceProblem(text: string, language: "en-us" | "zh-cn"): string | null {
  if (/\{\w+\}/.test(text)) return "unfilled placeholder";
  if (repositoryPath.test(text)) return "repository path or internal note";
  const { maker, assumption } = marker[language];
  if (year.test(text) || link.test(text) || maker.test(text) || assumption.test(text)) return null;
  return "no year, link, maker's-specification or labelled-assumption wording";
}

describe("assumption sources a buyer can look up", () => {
  it("finds the source phrases of every calculator (the scan is not empty)", () => {
    expect(sourceKeys.length).toBeGreaterThan(50);
    expect(sourceKeys).toContain("calculator.source.wageModel");
    expect(sourceKeys).toContain("meetingSpace.discas.source");
  });

  for (const [language, phrases, locale] of [["en-us", enUs, "en-US"], ["zh-cn", zhCn, "zh-CN"]] as const) {
    it(`names a public source, year or link, or the maker's specification (${language})`, () => {
      const t = createTranslator(phrases as PhraseMap, locale);
      const problems = sourceKeys
        .filter((key) => !citesNothing.has(key))
        .map((key) => ({ key, text: t(key, sampleValues), problem: sourceProblem(t(key, sampleValues), language) }))
        .filter((row) => row.problem !== null);
      expect(problems).toEqual([]);
    });

    it(`never shows a repository path or a placeholder, even where nothing is cited (${language})`, () => {
      const t = createTranslator(phrases as PhraseMap, locale);
      const bad = [...citesNothing].map((key) => t(key as PhraseKey, sampleValues)).filter((text) => /\{\w+\}/.test(text) || repositoryPath.test(text));
      expect(bad).toEqual([]);
    });
  }

  it("rejects the texts the issue quotes (the check can fail)", () => {
    expect(sourceProblem("Product specification, productivity model", "en-us")).not.toBeNull();
    expect(sourceProblem("docs/models/productivity.md", "en-us")).not.toBeNull();
    expect(sourceProblem("Office ergonomics guidance", "en-us")).not.toBeNull();
    expect(sourceProblem("产品规格，生产力模型", "zh-cn")).not.toBeNull();
    expect(sourceProblem("Figure from the maker's specification (wage model)", "en-us")).toBeNull();
    expect(sourceProblem("ISO 9241-303:2011, requirements for electronic visual displays", "en-us")).toBeNull();
  });

  it("every source key the code names literally is a phrase the scan covers", () => {
    const root = join(__dirname);
    const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("phrases"));
    const named = new Set<string>();
    for (const file of files) for (const match of readFileSync(join(root, file), "utf8").matchAll(/"((?:calculator|energy|quality|whyRefresh|productivity|ergonomics|multiMonitor|meetingRoi)\.source\.[\w.]+)"/g)) named.add(match[1]!);
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((key) => !sourceKeys.includes(key as PhraseKey))).toEqual([]);
  });
});
