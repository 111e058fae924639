import { describe, expect, it } from "vitest";
import { buildPath, parsePath, switchLanguagePath } from "./paths";
import { isLanguageShaped } from "./languages";

describe("parsePath", () => {
  it("reads the work site with a language", () => {
    expect(parsePath("/zh-cn/products")).toEqual({
      site: "work",
      sitePrefixed: false,
      languageSegment: "zh-cn",
      language: "zh-cn",
      rest: "/products",
    });
  });

  it("reads the home site under /for-home", () => {
    expect(parsePath("/for-home/en-us/product/s2725ds")).toMatchObject({
      site: "home",
      sitePrefixed: true,
      language: "en-us",
      rest: "/product/s2725ds",
    });
  });

  it("falls back to en-us for an unsupported language code but remembers the segment", () => {
    expect(parsePath("/fr-fr/products")).toMatchObject({ languageSegment: "fr-fr", language: "en-us", rest: "/products" });
  });

  it("treats a path without a language as a page path", () => {
    expect(parsePath("/products")).toMatchObject({ languageSegment: undefined, rest: "/products" });
    expect(parsePath("/")).toMatchObject({ languageSegment: undefined, rest: "/" });
    expect(parsePath("/for-home")).toMatchObject({ site: "home", languageSegment: undefined, rest: "/" });
  });

  it("takes the site from the host when one is mapped", () => {
    expect(parsePath("/en-us", "home").site).toBe("home");
  });
});

describe("buildPath and switchLanguagePath", () => {
  it("prefixes the language and, on a single host, the home site", () => {
    expect(buildPath("/products", "zh-cn", "work")).toBe("/zh-cn/products");
    expect(buildPath("/", "en-us", "home")).toBe("/for-home/en-us");
    expect(buildPath("/products", "en-us", "home", true)).toBe("/en-us/products");
  });

  it("keeps the page, site and query when switching language", () => {
    expect(switchLanguagePath("/for-home/en-us/products", "?series=g", "zh-cn")).toBe("/for-home/zh-cn/products?series=g");
    expect(switchLanguagePath("/en-us", "", "zh-cn")).toBe("/zh-cn");
  });
});

describe("languages", () => {
  it("recognises language-shaped segments only", () => {
    expect(isLanguageShaped("en-us")).toBe(true);
    expect(isLanguageShaped("fr")).toBe(true);
    expect(isLanguageShaped("products")).toBe(false);
    expect(isLanguageShaped("nope")).toBe(false);
  });
});
