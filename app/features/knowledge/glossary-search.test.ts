import { describe, expect, it } from "vitest";
import { findTerm, searchGlossary } from "./glossary-search";

const terms = [
  { slug: "ips", term: "IPS", aliases: ["In-Plane Switching"], summary: "Wide viewing angles." },
  { slug: "hdr", term: "HDR", aliases: ["high dynamic range"], summary: "More brightness range." },
  { slug: "contrast-ratio", term: "对比度", aliases: ["静态对比度"], summary: "白色与黑色亮度之比。" },
];

describe("searchGlossary", () => {
  it("returns every term for an empty query", () => {
    expect(searchGlossary(terms, "  ")).toHaveLength(3);
  });

  it("matches the term, its other names and its summary, ignoring case", () => {
    expect(searchGlossary(terms, "hdr").map((term) => term.slug)).toEqual(["hdr"]);
    expect(searchGlossary(terms, "plane").map((term) => term.slug)).toEqual(["ips"]);
    expect(searchGlossary(terms, "viewing").map((term) => term.slug)).toEqual(["ips"]);
    expect(searchGlossary(terms, "对比").map((term) => term.slug)).toEqual(["contrast-ratio"]);
  });

  it("needs every word to match", () => {
    expect(searchGlossary(terms, "wide brightness")).toEqual([]);
  });
});

describe("findTerm", () => {
  it("finds a term by slug or by any spelling", () => {
    expect(findTerm(terms, "ips")?.slug).toBe("ips");
    expect(findTerm(terms, "In-Plane Switching")?.slug).toBe("ips");
    expect(findTerm(terms, "静态对比度")?.slug).toBe("contrast-ratio");
    expect(findTerm(terms, "nothing")).toBeUndefined();
  });
});
