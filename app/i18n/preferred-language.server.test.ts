import { describe, expect, it } from "vitest";
import { enforceLanguage } from "./enforce-language.server";
import { preferredLanguage } from "./preferred-language.server";

describe("preferredLanguage", () => {
  it("prefers the remembered language, then the browser's, then en-us", () => {
    expect(preferredLanguage("zh-cn", "en-US")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh-cn");
    expect(preferredLanguage("xx", "de-DE")).toBe("en-us");
    expect(preferredLanguage(undefined, null)).toBe("en-us");
  });

  it("follows q-weights, not the order the header lists them in", () => {
    expect(preferredLanguage(undefined, "en;q=0.1, zh-CN;q=0.9")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-CN;q=0.2, en-GB")).toBe("en-us");
    // q=0 means "not this one".
    expect(preferredLanguage(undefined, "zh-CN;q=0, en;q=0.5")).toBe("en-us");
  });

  it("takes simplified Chinese tags to zh-cn and traditional ones to the next choice", () => {
    expect(preferredLanguage(undefined, "zh")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-SG")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-Hans-HK")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "fr, zh;q=0.5")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-TW, zh-CN;q=0.5")).toBe("zh-cn");
    expect(preferredLanguage(undefined, "zh-Hant")).toBe("en-us");
  });

  it("ignores a wildcard and tags Intl cannot read instead of throwing", () => {
    expect(preferredLanguage(undefined, "*")).toBe("en-us");
    expect(preferredLanguage(undefined, "\u00ff".repeat(50))).toBe("en-us");
    expect(preferredLanguage(undefined, "x-\u00ff, zh;q=0.3")).toBe("zh-cn");
  });
});

describe("enforceLanguage at /", () => {
  function redirectOf(headers: Record<string, string>): string | null {
    try {
      enforceLanguage(new Request("http://localhost/", { headers }));
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.headers.get("Location");
      throw thrown;
    }
    return null;
  }

  it("lands on the language with the highest q-weight", () => {
    expect(redirectOf({ "Accept-Language": "en;q=0.1, zh-CN;q=0.9" })).toBe("/zh-cn");
    expect(redirectOf({ "Accept-Language": "zh-CN;q=0.1, en;q=0.9" })).toBe("/en-us");
  });

  it("still lets the language cookie win over the header", () => {
    expect(redirectOf({ "Accept-Language": "en;q=0.1, zh-CN;q=0.9", Cookie: "mc_lang=en-us" })).toBe("/en-us");
  });
});
