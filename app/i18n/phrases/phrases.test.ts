import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { enUs } from "./en-us";
import { zhCn } from "./zh-cn";

const appFolder = path.resolve(__dirname, "../..");
const namespaces = Object.keys(enUs).map((key) => key.split(".")[0]);
const keyPattern = new RegExp(`["'\`]((?:${[...new Set(namespaces)].join("|")})\\.[A-Za-z0-9.-]+)["'\`]`, "g");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return name === "phrases" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Every phrase key written literally in the app's code, with the file it is used in. */
function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(appFolder)) {
    for (const match of readFileSync(file, "utf8").matchAll(keyPattern)) {
      used.set(match[1]!, path.relative(appFolder, file));
    }
  }
  return used;
}

// Values of placeholders and punctuation only: the same in both languages, or differing only in
// their punctuation (Chinese full-width brackets), with no words to translate.
const sameInBothLanguages = new Set(["spec.resolutionValue", "unit.lengthBoth", "entries.defaultName", "entries.defaultNameOneInput", "entries.defaultNameNoInputs", "entries.namedInput"]);

describe("phrase catalogues", () => {
  it("finds the keys the code uses (guards the scanner itself)", () => {
    const used = usedKeys();
    expect(used.get("nav.compare")).toBeDefined();
    expect(used.get("error.notFoundTitle")).toBeDefined();
    expect(used.size).toBeGreaterThan(50);
  });

  it("has every key used in code in English and in Chinese", () => {
    const missing = [...usedKeys()]
      .filter(([key]) => !(key in enUs) || !(key in zhCn))
      .map(([key, file]) => `${key} (used in ${file})`);
    expect(missing).toEqual([]);
  });

  it("translates every phrase instead of copying the English", () => {
    const copies = Object.entries(enUs)
      .filter(([key, value]) => !sameInBothLanguages.has(key) && zhCn[key as keyof typeof zhCn] === value)
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)(?:\}|,\s*plural,)/g)].map((match) => match[1]))].sort();
    const mismatched = Object.entries(enUs)
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(zhCn[key as keyof typeof zhCn])))
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it("writes Chinese in Chinese characters", () => {
    const withoutHan = Object.entries(zhCn)
      .filter(([key, value]) => !sameInBothLanguages.has(key) && !/\p{Script=Han}/u.test(value))
      .map(([key]) => key);
    expect(withoutHan).toEqual([]);
  });
});
