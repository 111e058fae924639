/**
 * No raw `{placeholder}` may reach a page (issue 28). Both catalogues must ask for the same
 * values per phrase, and every phrase key the code names literally is rendered, in both
 * languages, with the value names its call site passes: a `{name}` left over fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator, type PhraseMap } from "../translate";
import { phraseCallSites, placeholdersOf, type CallSite } from "./call-sites";
import { enUs } from "./en-us";
import { zhCn } from "./zh-cn";

const appRoot = join(__dirname, "..", "..");
const keys = new Set(Object.keys(enUs));
const en = createTranslator(enUs as PhraseMap, "en-US");
const zh = createTranslator(zhCn as PhraseMap, "zh-CN");

/**
 * Phrases whose values a generic path fills, so a bare literal is not the whole story:
 * - the number fields' messages (`fields.ts`, zod refinements): `issuesOf` in
 *   `app/features/calculators/frame/query.ts` adds `values: bounds` = the field's `{ min, max }`
 *   to every issue on a bounded field (checked below).
 */
const filledElsewhere: Record<string, readonly string[]> = {
  "calculator.error.range": ["min", "max"],
  "productivity.error.priceZero": ["min", "max"],
  // - the configurators' answer messages: `checkFields` in
  //   `app/features/configurators/shared/answer-fields.ts` adds the field's bounds as `values`.
  "configurator.error.range": ["min", "max"],
  // - a rows field's remove button (`removeLabel`): `rows-field.tsx` calls
  //   `t(field.removeLabel, { row: index + 1 })`.
  "meetingRoi.input.removeRoom": ["row"],
  // - an options field's labels (energy's `optionsField`): `options-field.tsx` fills the row, the
  //   option's number and name (`t(column.label, { row })`, `t(field.optionLabel, { number })` …).
  "energy.input.monitor": ["row"],
  "energy.input.quantity": ["row"],
  "energy.option": ["number"],
  "energy.input.optionNameHint": ["name"],
  "energy.input.rowContext": ["row", "option"],
  // - energy's figures: `energyNumber` in `energy/input-schema.ts` gives each message its bounds as `params.values`.
  "energy.error.price": ["min", "max"],
  "energy.error.hours": ["min", "max"],
  // - a choice (`choice` in frame/fields.ts) names its choices; `issuesOf` in frame/query.ts adds the field.
  "api.error.choice": ["field", "choices"],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !/(^|\/)phrases\/|-phrases\.ts$/.test(file) && !file.includes("+types"))
    .map((file) => join(dir, file));
}

const sites: (CallSite & { file: string })[] = sourceFiles(appRoot).flatMap((file) =>
  phraseCallSites(readFileSync(file, "utf8"), keys).map((site) => ({ ...site, file: relative(appRoot, file) })),
);

/** A value for each name: numbers, so plural forms are chosen too. */
const sample = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, 2]));

describe("phrase placeholders", () => {
  it("asks for the same values in both languages", () => {
    const differ = [...keys].filter((key) => placeholdersOf(enUs[key as keyof typeof enUs]).join() !== placeholdersOf((zhCn as PhraseMap)[key] ?? "").join());
    expect(differ).toEqual([]);
  });

  it("finds the literal call sites in the code (the scan is not empty)", () => {
    expect(sites.length).toBeGreaterThan(500);
    expect(sites.some((site) => site.key === "calculator.error.range")).toBe(true);
  });

  it("leaves no placeholder unfilled where a call site names the key", () => {
    const unfilled: string[] = [];
    for (const site of sites) {
      if (site.values.kind !== "names") continue;
      const names = [...site.values.names, ...(filledElsewhere[site.key] ?? [])];
      for (const [language, t] of [["en-us", en], ["zh-cn", zh]] as const) {
        const text = t(site.key as never, sample(names));
        if (/\{\w+[},]/.test(text)) unfilled.push(`${site.file}: ${site.key} (${language}) passes [${names.join(", ")}] → ${text}`);
      }
    }
    expect(unfilled).toEqual([]);
  });

  it("uses ICU plurals where an English count meets a plural noun", () => {
    // "{count} monitors" reads "1 monitors"; counted nouns take `{count, plural, one {…} other {…}}`.
    const counted = /\{(count|rooms|screens|months|years)\}\s+(?:[\w-]+\s+)?[\w-]+s\b/;
    const bare = Object.entries(enUs).filter(([, phrase]) => counted.test(phrase.replace(/\{\w+,\s*plural,(?:[^{}]|\{[^{}]*\})*\}/g, "")));
    expect(bare.map(([key]) => key)).toEqual([]);
  });
});

describe("the generic paths the whitelist relies on", () => {
  it("issuesOf fills {min} and {max} from the field's bounds", async () => {
    const { issuesOf } = await import("~/features/calculators/frame/query");
    const issues = issuesOf({ issues: [{ path: ["count"], message: "calculator.error.range" }] }, [{ name: "count", kind: "number", min: 2, max: 4 } as never]);
    expect(issues).toEqual([{ field: "count", message: "calculator.error.range", values: { min: 2, max: 4 } }]);
    expect(en("calculator.error.range", issues[0]!.values)).toBe("Enter a number from 2 to 4.");
  });
});

describe("the call-site reader", () => {
  const known = new Set(["a.key", "b.key"]);
  it("reads the values object of a call, nested braces and all", () => {
    const sites = phraseCallSites(`t("a.key", { n: f({ x: 1 }), "m": 2, o })`, known);
    expect(sites).toEqual([{ key: "a.key", offset: 2, values: { kind: "names", names: ["n", "m", "o"] } }]);
  });
  it("reads a Said object's values, a ternary key and a bare key", () => {
    const code = `const s = { key: c ? "a.key" : "b.key", values: { count } }; t("b.key"); x = "/* not a comment */";`;
    expect(phraseCallSites(code, known).map((site) => site.values)).toEqual([
      { kind: "names", names: ["count"] },
      { kind: "names", names: ["count"] },
      { kind: "names", names: [] },
    ]);
  });
  it("calls a spread or a variable untraceable and skips strings inside templates", () => {
    const code = "t(\"a.key\", { ...rest }); t(\"b.key\", values); const s = `${t(\"a.key\", { q })} text`;";
    expect(phraseCallSites(code, known).map((site) => site.values.kind)).toEqual(["untraceable", "untraceable", "names"]);
  });
  it("finds placeholders, plural ones too", () => {
    expect(placeholdersOf("{device} drives {count, plural, one {# display} other {# displays}}")).toEqual(["count", "device"]);
  });
});
