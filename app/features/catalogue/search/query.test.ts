import { describe, expect, it } from "vitest";
import {
  activeFilterChips,
  alsoMatchingPath,
  clearFilters,
  emptyCatalogueQuery,
  serializeCatalogueQuery,
  toggleFilterValue,
  withUnspecified,
  type CatalogueQuery,
} from "./query";

const query = (overrides: Partial<CatalogueQuery>): CatalogueQuery => ({ ...emptyCatalogueQuery, ...overrides });

describe("serializeCatalogueQuery", () => {
  it("leaves out the defaults", () => {
    expect(serializeCatalogueQuery(emptyCatalogueQuery)).toBe("");
    expect(serializeCatalogueQuery(query({ search: "   ", filters: { series: [] } }))).toBe("");
  });

  it("writes filters in filter order with sorted values, then sort and page", () => {
    const text = serializeCatalogueQuery(
      query({
        search: "usb c",
        filters: { ports: ["usb-c", "hdmi"], series: ["p", "e"] },
        sortby: "price_asc",
        currentPage: 2,
      }),
    );
    // series comes before ports in filterIds; "e" < "p", "hdmi" < "usb-c".
    expect(text).toBe("?search=usb+c&series=e&series=p&ports=hdmi&ports=usb-c&sortby=price_asc&currentPage=2");
  });

  it("gives one URL for one choice, whatever order it was made in", () => {
    const first = query({ filters: { sizes: ["22-24", "25-29"], series: ["u", "p"] } });
    const second = query({ filters: { series: ["p", "u", "p"], sizes: ["25-29", "22-24"] } });
    expect(serializeCatalogueQuery(first)).toBe(serializeCatalogueQuery(second));
  });

  it("escapes what the search text holds", () => {
    expect(serializeCatalogueQuery(query({ search: "a&b=c #1 曲面" }))).toBe(
      "?search=a%26b%3Dc+%231+%E6%9B%B2%E9%9D%A2",
    );
  });
});

describe("toggleFilterValue", () => {
  it("adds a value and goes back to page 1", () => {
    const next = toggleFilterValue(query({ currentPage: 5 }), "series", "p");
    expect(next).toEqual(query({ filters: { series: ["p"] }, currentPage: 1 }));
  });

  it("removes a selected value and drops the emptied filter", () => {
    const start = query({ filters: { series: ["e", "p"], ports: ["hdmi"] } });
    expect(toggleFilterValue(start, "series", "e").filters).toEqual({ series: ["p"], ports: ["hdmi"] });
    expect(toggleFilterValue(start, "ports", "hdmi").filters).toEqual({ series: ["e", "p"] });
  });

  it("does not change the query it was given", () => {
    const start = query({ filters: { series: ["e"] } });
    toggleFilterValue(start, "series", "p");
    expect(start.filters).toEqual({ series: ["e"] });
  });
});

describe("clearFilters and activeFilterChips", () => {
  const start = query({
    search: "4k",
    filters: { ports: ["usb-c"], series: ["p", "e"] },
    sortby: "size_desc",
    currentPage: 3,
  });

  it("clears the filters but keeps the search and the order", () => {
    expect(clearFilters(start)).toEqual(query({ search: "4k", sortby: "size_desc" }));
  });

  it("lists one chip per selected value, in URL order", () => {
    expect(activeFilterChips(start)).toEqual([
      { id: "series", value: "e" },
      { id: "series", value: "p" },
      { id: "ports", value: "usb-c" },
    ]);
  });
});

describe("unspecified=match", () => {
  it("is written after the filters and kept by a filter change, dropped by clear all", () => {
    const chosen = query({ search: "27 4k usb-c", filters: { ports: ["hdmi"] }, unspecified: true, currentPage: 3 });
    expect(serializeCatalogueQuery(chosen)).toBe("?search=27+4k+usb-c&ports=hdmi&unspecified=match&currentPage=3");
    expect(toggleFilterValue(chosen, "series", "p").unspecified).toBe(true);
    expect(serializeCatalogueQuery(clearFilters(chosen))).toBe("?search=27+4k+usb-c");
    expect(serializeCatalogueQuery(withUnspecified(chosen, false))).toBe("?search=27+4k+usb-c&ports=hdmi");
  });

  it("is the 'more models match' link: the same choice from page 1", () => {
    expect(alsoMatchingPath(query({ search: "27 4k usb-c", sortby: "size_asc", currentPage: 2 }))).toBe(
      "/products?search=27+4k+usb-c&unspecified=match&sortby=size_asc",
    );
  });
});
