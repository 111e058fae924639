import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";
import type { PhraseKey } from "./phrases/en-us";

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
