import { describe, expect, it } from "vitest";
import { pageTable } from "~/page-table";
import { decideLanguage, isKnownPage } from "./language-redirect";

/** Addresses of a page-table path: parameters filled with a sample, optional ones also left out. */
function samplePaths(path: string): string[] {
  const filled = path.replace(/:[a-z]+\??/gi, "sample-slug").replace("*", "sample-term");
  const withoutOptional = path.replace(/\/:[a-z]+\?/gi, "");
  return [...new Set([filled, withoutOptional])].map((sample) => (sample === "" ? "" : `/${sample}`));
}

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

  // Issue 11 #14: "/use-case/x" read "use-case" as a language code and answered 404.
  describe.each(pageTable.map((page) => [page.id, page.path] as const))("every page of the page table, unprefixed: %s", (_id, path) => {
    it.each(samplePaths(path))("%s redirects to its language page on both sites", (page) => {
      expect(decideLanguage(page === "" ? "/" : page, "?from=test", "zh-cn")).toEqual({ kind: "redirect", to: `/zh-cn${page}?from=test` });
      expect(decideLanguage(`/for-home${page}`, "", "en-us")).toEqual({ kind: "redirect", to: `/for-home/en-us${page}` });
      expect(decideLanguage(`/zh-cn${page}`, "", "en-us")).toEqual({ kind: "ok" });
      expect(decideLanguage(`/for-home/zh-cn${page}`, "", "en-us")).toEqual({ kind: "ok" });
    });
  });

  it("still reads a language-shaped first segment that is no page as a language", () => {
    expect(decideLanguage("/pt-br/use-case/hybrid-work", "", "zh-cn")).toEqual({ kind: "redirect", to: "/en-us/use-case/hybrid-work" });
    expect(decideLanguage("/why-not/products", "", "zh-cn")).toEqual({ kind: "redirect", to: "/en-us/products" });
  });

  it("keeps host mode paths free of the /for-home prefix", () => {
    expect(decideLanguage("/products", "", "en-us", "home")).toEqual({ kind: "redirect", to: "/en-us/products" });
  });
});

describe("isKnownPage", () => {
  it("gives the page table's answer again after more paths than it remembers", () => {
    expect(isKnownPage("/productivity")).toBe(true);
    for (let n = 0; n < 2500; n++) expect(isKnownPage(`/no-such-page-${n}`)).toBe(false);
    expect(isKnownPage("/productivity")).toBe(true);
    expect(isKnownPage("/product/u2723qe")).toBe(true);
    expect(isKnownPage("/no-such-page-1")).toBe(false);
  });
});
