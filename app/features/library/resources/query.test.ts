import { describe, expect, it } from "vitest";
import { parseResourceQuery, serializeResourceQuery, toggleFilter } from "./query";

describe("resource query in the URL", () => {
  it("defaults to date_desc, page 1, no filters", () => {
    const query = parseResourceQuery(new URLSearchParams(""));
    expect(query.sortby).toBe("date_desc");
    expect(query.currentPage).toBe(1);
    expect(serializeResourceQuery(query)).toBe("");
  });

  it("reads every filter, drops unknown values and writes one canonical URL", () => {
    const query = parseResourceQuery(new URLSearchParams("categories=sustainability,energy,bogus&media=data-set&market=work&sortby=title_asc&currentPage=2&search=%20eurostat%20"));
    expect(query.filters.categories).toEqual(["energy", "sustainability"]);
    expect(query.filters.media).toEqual(["data-set"]);
    expect(serializeResourceQuery(query)).toBe("?search=eurostat&market=work&media=data-set&categories=energy%2Csustainability&sortby=title_asc&currentPage=2");
  });

  it("accepts repeated parameters from a form without scripts", () => {
    expect(parseResourceQuery(new URLSearchParams("research=statistics&research=certification")).filters.research).toEqual(["statistics", "certification"]);
  });

  it("ignores a bad sort or page", () => {
    const query = parseResourceQuery(new URLSearchParams("sortby=price&currentPage=-3"));
    expect(query.sortby).toBe("date_desc");
    expect(query.currentPage).toBe(1);
  });

  it("goes back to page 1 when a filter changes", () => {
    const query = parseResourceQuery(new URLSearchParams("currentPage=3"));
    const next = toggleFilter(query, "language", "zh");
    expect(next.filters.language).toEqual(["zh"]);
    expect(next.currentPage).toBe(1);
    expect(toggleFilter(next, "language", "zh").filters.language).toEqual([]);
  });
});
