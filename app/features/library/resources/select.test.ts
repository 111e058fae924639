import { describe, expect, it } from "vitest";
import { parseResourceQuery } from "./query";
import { selectResources, type ResourceCard } from "./select";

function card(slug: string, date: string | null, overrides: Partial<ResourceCard> = {}): ResourceCard {
  return { slug, title: slug, summary: `about ${slug}`, date, publisher: "P", research: "statistics", media: "data-set", market: "global", languages: ["en"], categories: ["energy"], ...overrides };
}

const library = [
  card("b", "2024-01-01"),
  card("a", null, { media: "document", categories: ["site-architecture"] }),
  card("c", "2025-06-30", { market: "work", categories: ["energy", "sustainability"] }),
  card("d", "2023-03-01", { languages: ["en", "de"], summary: "Eurostat prices" }),
];
const select = (search: string) => selectResources(library, parseResourceQuery(new URLSearchParams(search)), "en-US");

describe("selectResources", () => {
  it("sorts newest first by default, undated last", () => {
    expect(select("").entries.map((entry) => entry.slug)).toEqual(["c", "b", "d", "a"]);
  });

  it("sorts oldest first and by title", () => {
    expect(select("sortby=date_asc").entries.map((entry) => entry.slug)).toEqual(["d", "b", "c", "a"]);
    expect(select("sortby=title_desc").entries.map((entry) => entry.slug)).toEqual(["d", "c", "b", "a"]);
  });

  it("matches every search word in title, summary or publisher", () => {
    expect(select("search=EUROSTAT").entries.map((entry) => entry.slug)).toEqual(["d"]);
    expect(select("search=eurostat+nothing").totalResults).toBe(0);
  });

  it("ORs values inside a facet and ANDs facets", () => {
    expect(select("categories=sustainability,site-architecture").totalResults).toBe(2);
    expect(select("categories=energy&market=work").entries.map((entry) => entry.slug)).toEqual(["c"]);
  });

  it("counts each option given the other facets (disjunctive counts)", () => {
    const page = select("market=work");
    // With market=work chosen, the market counts ignore it: 3 global, 1 work, 0 home.
    expect(page.counts.market).toEqual([
      { value: "work", count: 1 },
      { value: "home", count: 0 },
      { value: "global", count: 3 },
    ]);
    // Categories count only the work resource "c": energy 1, sustainability 1.
    expect(page.counts.categories.find((option) => option.value === "sustainability")?.count).toBe(1);
  });

  it("pages by 12 and clamps a page past the end", () => {
    const many = Array.from({ length: 30 }, (_, index) => card(`r${String(index).padStart(2, "0")}`, `2020-01-${String(index + 1).padStart(2, "0")}`));
    const last = selectResources(many, parseResourceQuery(new URLSearchParams("currentPage=9")), "en-US");
    // 30 items, 12 a page: pages of 12, 12 and 6.
    expect(last.pageCount).toBe(3);
    expect(last.currentPage).toBe(3);
    expect(last.entries).toHaveLength(6);
    expect(last.totalResults).toBe(30);
  });
});
