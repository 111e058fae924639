import { describe, expect, it } from "vitest";
import { decideLanguage } from "./language-redirect";

describe("decideLanguage", () => {
  it("serves pages under a supported language", () => {
    expect(decideLanguage("/zh-cn/products", "", "en-us")).toEqual({ kind: "ok" });
    expect(decideLanguage("/for-home/en-us/product/s2725ds", "", "en-us")).toEqual({ kind: "ok" });
  });

  it("prefixes the visitor's language to a path without one", () => {
    expect(decideLanguage("/products", "?currentPage=2", "zh-cn")).toEqual({ kind: "redirect", to: "/zh-cn/products?currentPage=2" });
    expect(decideLanguage("/", "", "en-us")).toEqual({ kind: "redirect", to: "/en-us" });
    expect(decideLanguage("/for-home", "", "en-us")).toEqual({ kind: "redirect", to: "/for-home/en-us" });
    expect(decideLanguage("/for-home/products", "", "zh-cn")).toEqual({ kind: "redirect", to: "/for-home/zh-cn/products" });
  });

  it("falls back to en-us for an unsupported or miswritten code", () => {
    expect(decideLanguage("/fr-fr/products", "", "zh-cn")).toEqual({ kind: "redirect", to: "/en-us/products" });
    expect(decideLanguage("/ZH-CN/products", "", "en-us")).toEqual({ kind: "redirect", to: "/zh-cn/products" });
  });

  it("answers 404 for pages that do not exist, with or without a language", () => {
    expect(decideLanguage("/nope", "", "en-us")).toEqual({ kind: "not-found" });
    expect(decideLanguage("/en-us/nope", "", "en-us")).toEqual({ kind: "not-found" });
    expect(decideLanguage("/fr/nope", "", "en-us")).toEqual({ kind: "not-found" });
    expect(decideLanguage("/knowledge-base/unknown-guide", "", "en-us")).toEqual({ kind: "not-found" });
  });

  it("keeps host mode paths free of the /for-home prefix", () => {
    expect(decideLanguage("/products", "", "en-us", "home")).toEqual({ kind: "redirect", to: "/en-us/products" });
  });
});
