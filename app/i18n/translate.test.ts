import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";
import { enUs, type PhraseKey } from "./phrases/en-us";
import { zhCn } from "./phrases/zh-cn";

const key = (value: string) => value as PhraseKey;

describe("createTranslator", () => {
  const phrases = {
    plain: "Hello {name}",
    count: "{count, plural, one {# resource} other {# resources}}",
    exact: "{count, plural, =0 {no terms} one {# term} other {# terms}} in {place}",
  };

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslator(phrases);
    expect(t(key("plain"), { name: "Ada" })).toBe("Hello Ada");
    expect(t(key("plain"), {})).toBe("Hello {name}");
    expect(t(key("missing.key"))).toBe("missing.key");
  });

  it("picks the English plural form and formats the number", () => {
    const t = createTranslator(phrases, "en-US");
    expect(t(key("count"), { count: 1 })).toBe("1 resource");
    expect(t(key("count"), { count: 2 })).toBe("2 resources");
    expect(t(key("count"), { count: 0 })).toBe("0 resources");
    expect(t(key("count"), { count: 1234 })).toBe("1,234 resources");
  });

  it("prefers an exact =N form and fills the other placeholders too", () => {
    const t = createTranslator(phrases, "en-US");
    expect(t(key("exact"), { count: 0, place: "the glossary" })).toBe("no terms in the glossary");
    expect(t(key("exact"), { count: 1, place: "the glossary" })).toBe("1 term in the glossary");
  });

  it("formats plain numbers for the locale", () => {
    expect(createTranslator({ n: "{count} monitors" }, "de-DE")(key("n"), { count: 12345 })).toBe("12.345 monitors");
    // A string stays as the caller formatted it.
    expect(createTranslator({ n: "{count} monitors" }, "de-DE")(key("n"), { count: "about 10" })).toBe("about 10 monitors");
  });

  it("leaves a plural placeholder untouched when its value is not a number", () => {
    const t = createTranslator(phrases, "en-US");
    expect(t(key("count"), { count: "1" })).toBe(phrases.count);
  });
});

describe("createTranslator against the two-replace reading it replaced", () => {
  // The former implementation, kept here as the reference the cut phrases must agree with.
  const pluralPattern = /\{(\w+),\s*plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
  const optionPattern = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;
  function reference(template: string, values: Record<string, string | number>, locale: string): string {
    return template
      .replace(pluralPattern, (match, name: string, options: string) => {
        const value = typeof values[name] === "number" ? values[name] : Number.NaN;
        if (!Number.isFinite(value)) return match;
        const forms = new Map([...options.matchAll(optionPattern)].map((option) => [option[1]!, option[2]!]));
        const form = forms.get(`=${value}`) ?? forms.get(new Intl.PluralRules(locale).select(value)) ?? forms.get("other") ?? "";
        return form.replaceAll("#", new Intl.NumberFormat(locale).format(value));
      })
      .replace(/\{(\w+)\}/g, (match, name: string) => {
        if (!(name in values)) return match;
        const value = values[name]!;
        return typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : value;
      });
  }

  it.each([
    ["en-US", enUs],
    ["zh-CN", zhCn],
  ] as const)("fills every %s phrase as before, with numbers, words and missing values", (locale, book) => {
    const t = createTranslator(book, locale);
    let filled = 0;
    for (const [name, template] of Object.entries(book)) {
      const names = [...new Set([...template.matchAll(/\{(\w+)/g)].map((match) => match[1]!))];
      if (names.length === 0) continue;
      // Each placeholder as 0, 1, 2.5, 12,345, a word, and left out (every other one).
      for (const [index, value] of [0, 1, 2.5, 12345, "word", undefined].entries()) {
        const values = Object.fromEntries(names.flatMap((placeholder, at) => (value === undefined && at % 2 === 0 ? [] : [[placeholder, value ?? index]])));
        expect(t(key(name), values)).toBe(reference(template, values, locale));
        filled++;
      }
    }
    expect(filled).toBeGreaterThan(500);
  });
});
