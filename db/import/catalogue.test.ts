import { describe, expect, it } from "vitest";
import { buildCatalogue, withUniqueSlugs } from "./catalogue";
import { dellListRows, energyStarExportRows, retailRows } from "./seed-rows.fixture";

const catalogue = buildCatalogue({
  energyStarExport: energyStarExportRows,
  dellList: dellListRows,
  retailSpecs: retailRows,
});

describe("buildCatalogue", () => {
  it("splits Dell models from other vendors' monitors", () => {
    // Dell: 8 ENERGY STAR models + 5 retail-only (see dell-catalogue.test.ts); others: 4 (see vendor-catalogue.test.ts).
    expect(catalogue.dell).toHaveLength(13);
    expect(catalogue.otherVendors).toHaveLength(4);
    expect(
      catalogue.dell.every((entry) => entry.vendor === "Dell" && entry.sites.length === 1),
    ).toBe(true);
    expect(
      catalogue.otherVendors.every((entry) => entry.vendor !== "Dell" && entry.sites.length === 0),
    ).toBe(true);
  });
});

describe("withUniqueSlugs", () => {
  it("numbers repeated slugs and leaves unique ones alone", () => {
    const [first, second, third] = catalogue.otherVendors;
    if (!first || !second || !third) throw new Error("expected three entries");
    const slugs = withUniqueSlugs([
      first,
      { ...second, slug: first.slug },
      { ...third, slug: first.slug },
    ]).map((entry) => entry.slug);
    expect(slugs).toEqual(["acer-b226hql", "acer-b226hql-2", "acer-b226hql-3"]);
  });
});
