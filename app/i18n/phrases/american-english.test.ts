import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { librarySources } from "#db/seed-data/content/library/public-sources";
import homeEnUs from "#db/seed-data/content/home/home/en-us";
import workEnUs from "#db/seed-data/content/home/work/en-us";
import { britishSpellings } from "../british-spellings";
import { enUs } from "./en-us";

// Keys whose values are addresses, identifiers or query values, not words a visitor reads, and a
// glossary term's aliases: search synonyms, where "colour gamut" must still find "Color gamut".
const notText = new Set(["id", "slug", "linkId", "related", "href", "path", "categories", "query", "icon", "image", "backgroundImage", "src", "key", "url", "aliases"]);

/** Every readable string in a content value, with where it sits. */
function texts(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === "string") return /^(\/|https?:)/.test(value) ? [] : [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (notText.has(key) ? [] : texts(item, `${at}.${key}`)));
  }
  return [];
}

function british(entries: Array<[string, string]>): string[] {
  return entries.flatMap(([at, text]) => britishSpellings(text).map((word) => `${at}: ${word.british} → ${word.american}`));
}

const knowledgeFolder = path.resolve(__dirname, "../../../db/seed-data/content/knowledge/en-us");

function knowledgeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? knowledgeFiles(path.join(folder, entry.name)) : entry.name.endsWith(".json") ? [path.join(folder, entry.name)] : [],
  );
}

describe("en-us is American English", () => {
  it("has no British spelling in the en-us phrase catalogue", () => {
    expect(british(Object.entries(enUs))).toEqual([]);
  });

  it("has no British spelling in the en-us home pages, guides, glossary and library", () => {
    const files = knowledgeFiles(knowledgeFolder);
    expect(files.length).toBeGreaterThan(1);
    const content = [
      ...texts(homeEnUs, "home"),
      ...texts(workEnUs, "work"),
      ...files.flatMap((file) => texts(JSON.parse(readFileSync(file, "utf8")), path.basename(file))),
      ...librarySources.flatMap((source) => texts(source.en, source.slug)),
    ];
    expect(british(content)).toEqual([]);
  });
});
