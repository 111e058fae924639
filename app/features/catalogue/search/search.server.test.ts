import { and, count, inArray, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { monitors } from "#db/schema";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { optionCondition, siteScope, unspecifiedCondition } from "./conditions.server";
import { UNSPECIFIED } from "./facts";
import { closedOptions, coveredEnergyStarFeatures, findOption, isOpenFilterId } from "./options";
import { parseCatalogueQuery } from "./parse-query.server";
import { emptyCatalogueQuery, type CatalogueQuery, type FilterId } from "./query";
import { searchCatalogue } from "./search.server";

const query = (overrides: Partial<CatalogueQuery>): CatalogueQuery => ({ ...emptyCatalogueQuery, ...overrides });

describe.each(databaseKinds)("searchCatalogue on %s with the seeded catalogue", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const search = (site: "work" | "home", overrides: Partial<CatalogueQuery>) =>
    searchCatalogue(handle.db, { site, query: query(overrides) });
  /** An independent count, written as plain SQL rather than through the search engine. */
  const countWhere = async (condition: string) => {
    const result = (await handle.db.execute(
      sql.raw(`select count(*)::int as n from monitors where vendor = 'Dell' and ${condition}`),
    )) as unknown as { rows: Array<{ n: number }> };
    return result.rows[0]?.n;
  };
  const facet = (facets: Awaited<ReturnType<typeof search>>["facets"], id: FilterId) =>
    Object.fromEntries((facets.find((entry) => entry.id === id)?.options ?? []).map((option) => [option.value, option.count]));

  it("lists only Alienware on the Home site for series=alienware", async () => {
    const result = await search("home", { filters: { series: ["alienware"] } });
    // 29 Alienware (AW…) models: the retail list's Alienware rows plus the ENERGY STAR ones.
    expect(result.total).toBe(29);
    expect(result.total).toBe(await countWhere(`'home' = any(sites) and series = 'alienware'`));
    expect(result.items).toHaveLength(24);
    expect(result.items.every((item) => item.series === "alienware" && item.model.startsWith("AW"))).toBe(true);
    expect(result.pages).toBe(2);
  });

  it("finds the DCI-P3 models by the coverage their EDID primaries give, not by a name", async () => {
    const result = await search("work", { filters: { colorSpaces: ["dci-p3"] } });
    expect(result.total).toBe(await countWhere(`'work' = any(sites) and gamut_dci_p3_pct >= 95`));
    // docs/edid.md: 10 Work models reach 95 % of DCI-P3 in CIE 1931 xy; U2723QE is one (≈ 97 %).
    expect(result.total).toBe(10);
    expect(result.items.map((item) => item.model)).toContain("U2723QE");
    expect(facet(result.facets, "colorSpaces")["dci-p3"]).toBe(10);
  });

  it("counts 10-bit colour and the EDID's HDR under features", async () => {
    const result = await search("work", { filters: { features: ["10-bit"] } });
    expect(result.total).toBe(await countWhere(`'work' = any(sites) and bits_per_colour >= 10`));
    expect(result.total).toBeGreaterThan(0);
    const hdr = await search("work", { filters: { features: ["hdr"] } });
    // HDR: a DisplayHDR tier, ENERGY STAR's feature box, or HDR signals the EDID accepts.
    expect(hdr.total).toBe(await countWhere(`'work' = any(sites) and (hdr is not null or 'High Dynamic Range' = any(features) or cardinality(hdr_transfer_functions) > 0)`));
    expect(facet(hdr.facets, "features")["10-bit"]).toBe(result.total);
  });

  it("never lists the other site's models", async () => {
    const result = await search("home", { filters: { series: ["ultrasharp"] } });
    expect(result.total).toBe(0);
    // The selection stays visible with 0 so it can be unselected.
    expect(result.facets.find((entry) => entry.id === "series")?.options).toContainEqual(
      expect.objectContaining({ value: "ultrasharp", count: 0, selected: true }),
    );
  });

  it("ANDs two filters: USB-C port and 25-29.9 inches on the Work site", async () => {
    const result = await search("work", { filters: { ports: ["usb-c"], sizes: ["25-29"] } });
    expect(result.total).toBe(
      await countWhere(`'work' = any(sites) and 'USB-C' = any(ports) and size_inches >= 25 and size_inches < 30`),
    );
    // Read off dell-monitors-merged.csv (usbc_pd "Yes", 25-29.9 in): C2722DE, C2723DE, P2719HC,
    // P2720DC, P2721Q, P2722HE, P2723DE, P2723QE, U2520D, U2719DC, U2720Q, U2722DE, U2723QE,
    // U3023E. The 2026 list's rows (U2724DE) give no interfaces, so they cannot match.
    expect(result.total).toBe(14);
  });

  it("ORs the values of one filter", async () => {
    const result = await search("work", { filters: { ports: ["hdmi", "vga"] } });
    expect(result.total).toBe(await countWhere(`'work' = any(sites) and ports && array['HDMI', 'VGA']`));
  });

  it("counts a facet's other options as if its own selection were not made", async () => {
    const unfiltered = await search("work", {});
    const filtered = await search("work", { filters: { series: ["p"] } });
    expect(facet(filtered.facets, "series")).toEqual(facet(unfiltered.facets, "series"));
    expect(facet(filtered.facets, "series")).toEqual({ ultrasharp: 73, premiercolor: 11, p: 104, e: 88, c: 10, interactive: 7 });
    // Other facets count within the P series only.
    expect(facet(filtered.facets, "ports").hdmi).toBe(await countWhere(`'work' = any(sites) and series = 'p' and 'HDMI' = any(ports)`));
    expect(filtered.facets.find((entry) => entry.id === "series")?.options.find((option) => option.value === "p")?.selected).toBe(true);
  });

  it("keeps options without matches, at 0, and range buckets either site has", async () => {
    const result = await search("work", { filters: { series: ["e"] } });
    // No E series model is interactive; Work has no model over 240 Hz, Home does.
    expect(facet(result.facets, "meetingSpacesBool")).toEqual({ true: 0 });
    expect(facet(result.facets, "refreshRate")["241-plus"]).toBe(0);
    // Home has no meeting-room displays, so the facet has no option there.
    expect(facet((await search("home", {})).facets, "meetingSpacesBool")).toEqual({});
  });

  it("counts each option as many models as choosing it alone finds", async () => {
    for (const site of ["work", "home"] as const) {
      const { facets } = await search(site, {});
      for (const facet of facets) {
        for (const option of facet.options) {
          const chosen = await search(site, { filters: { [facet.id]: [option.value] } });
          expect({ site, facet: facet.id, option: option.value, total: chosen.total }).toEqual({
            site,
            facet: facet.id,
            option: option.value,
            total: option.count,
          });
        }
      }
    }
  });

  it("filters by every option as its SQL condition selects, in memory", async () => {
    // The search filters over the site's rows in memory; each option's meaning is its SQL
    // condition (conditions.server.ts), counted here by the database instead.
    const openCondition: Record<string, (value: string) => SQL> = {
      exactSizes: (value) => sql`${monitors.sizeInches} = ${Number(value)}`,
      resolutions: (value) => sql`${monitors.resolutionWidth} || 'x' || ${monitors.resolutionHeight} = ${value}`,
      aspectRatios: (value) => sql`${monitors.aspectRatio} = ${value.replace("-", ":")}`,
    };
    let checked = 0;
    for (const site of ["work", "home"] as const) {
      const { facets } = await search(site, {});
      for (const facet of facets) {
        for (const option of facet.options) {
          // "Not specified": the facet's fact is not stated (facts.server.ts).
          const unspecified = option.value === UNSPECIFIED ? unspecifiedCondition(facet.id) : null;
          const definition = isOpenFilterId(facet.id) ? undefined : findOption(facet.id, option.value);
          const condition = unspecified ?? (definition ? optionCondition(definition.match) : openCondition[facet.id]!(option.value));
          const [row] = await handle.db.select({ n: count() }).from(monitors).where(and(siteScope(site), condition));
          const chosen = await search(site, { filters: { [facet.id]: [option.value] } });
          expect([site, facet.id, option.value, chosen.total]).toEqual([site, facet.id, option.value, row?.n]);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("counts options under another facet's filter as choosing both finds", async () => {
    const filters = { ports: ["usb-c"] };
    const { facets } = await search("work", { filters });
    for (const id of ["sizes", "resolutions", "features", "series"] as const) {
      for (const option of facets.find((entry) => entry.id === id)?.options ?? []) {
        const both = await search("work", { filters: { ...filters, [id]: [option.value] } });
        expect([id, option.value, both.total]).toEqual([id, option.value, option.count]);
      }
    }
  });

  it("returns no options for filters no source has data for", async () => {
    const { facets } = await search("work", {});
    for (const id of ["bezels", "colorCalibrations", "multitasking"] as const) {
      expect(facets.find((entry) => entry.id === id)?.options).toEqual([]);
    }
  });

  it("finds only 3840 × 2160 models for 4k, and says so", async () => {
    const result = await search("work", { search: "4k" });
    expect(result.total).toBe(await countWhere(`'work' = any(sites) and resolution_width = 3840 and resolution_height = 2160`));
    expect(result.total).toBe(35);
    expect(result.items.every((item) => item.resolutionWidth === 3840 && item.resolutionHeight === 2160)).toBe(true);
    expect(result.understood).toEqual([{ token: "4k", meaningKey: "search.meaning.4k" }]);
  });

  it("finds U2724DE by part of its model name", async () => {
    const result = await search("work", { search: "u2724" });
    expect(result.items.map((item) => item.model).sort()).toEqual(["U2724D", "U2724DE"]);
    const digits = await search("work", { search: "2724" });
    expect(digits.items.map((item) => item.model)).toContain("U2724DE");
    expect(digits.items.every((item) => item.model.includes("2724"))).toBe(true);
  });

  it("finds by series name in Chinese and by Chinese spec words", async () => {
    expect((await search("home", { search: "外星人" })).total).toBe(29);
    const curved = await search("work", { search: "曲面" });
    expect(curved.total).toBe(await countWhere(`'work' = any(sites) and curved`));
    expect(curved.total).toBe(8);
  });

  it("reads ultrawide as the 21:9 family and 32:9", async () => {
    const result = await search("work", { search: "ultrawide" });
    const ratios = new Set(result.items.map((item) => item.aspectRatio));
    expect([...ratios].sort()).toEqual(["12:5", "21:9", "32:9", "64:27"]);
    // 20 × 21:9, 2 × 64:27, 2 × 12:5 and 2 × 32:9 on the Work site.
    expect(result.total).toBe(26);
  });

  it("sorts in the database, unknown prices last, every model once across pages", async () => {
    const ids: number[] = [];
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const result = await search("home", { sortby: "price_asc", currentPage: page });
      pages = result.pages;
      ids.push(...result.items.map((item) => item.id));
    }
    const rows = await handle.db
      .select({ id: monitors.id, price: monitors.listPriceUsd })
      .from(monitors)
      .where(inArray(monitors.id, ids));
    const priceOf = new Map(rows.map((row) => [row.id, row.price]));
    const prices = ids.map((id) => priceOf.get(id) ?? null);
    expect(new Set(ids).size).toBe(139);
    const known = prices.filter((price): price is number => price !== null);
    // 52 Home models have a retail price (the rest are only in ENERGY STAR's lists).
    expect(known).toHaveLength(52);
    expect(known).toEqual([...known].sort((a, b) => a - b));
    expect(prices.slice(known.length).every((price) => price === null)).toBe(true);
  });

  it("pages a filtered search in every sort order as the database orders the same models", async () => {
    // Independent orders, written as plain SQL: unknowns last, the model (byte order) breaks ties.
    const orders = {
      date_desc: `coalesce(released_on, certified_on) desc nulls last, model collate "C"`,
      name_asc: `title collate "C" asc, model collate "C"`,
      size_desc: `size_inches desc nulls last, model collate "C"`,
      price_asc: `list_price_usd asc nulls last, model collate "C"`,
    } as const;
    for (const [sortby, order] of Object.entries(orders) as Array<[keyof typeof orders, string]>) {
      const ids: number[] = [];
      let total = 0;
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const result = await search("work", { filters: { series: ["ultrasharp", "p"] }, search: "27", sortby, currentPage: page });
        pages = result.pages;
        total = result.total;
        expect(result.items.length).toBe(page < pages ? 24 : total - 24 * (pages - 1));
        ids.push(...result.items.map((item) => item.id));
      }
      expect(total).toBeGreaterThan(24);
      const expected = (await handle.db.execute(
        sql.raw(`select id from monitors where id in (${ids.join(",")}) order by ${order}`),
      )) as unknown as { rows: Array<{ id: number }> };
      expect(ids).toEqual(expected.rows.map((row) => Number(row.id)));
    }
  });

  it("sorts by refresh rate, highest first", async () => {
    const result = await search("home", { sortby: "refresh_desc" });
    expect(result.items.slice(0, 2).map((item) => item.refreshRateHz)).toEqual([500, 500]);
    const rates = result.items.map((item) => item.refreshRateHz ?? 0);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it("clamps a page past the end to the last page", async () => {
    const result = await search("home", { filters: { series: ["alienware"] }, currentPage: 999 });
    expect(result.page).toBe(2);
    expect(result.items).toHaveLength(5);
  });

  it("answers hostile input with a normal, empty or unfiltered result", async () => {
    const params = new URLSearchParams({
      search: "' OR 1=1; DROP TABLE monitors; --",
      series: "p'; DELETE FROM monitors; --",
      currentPage: "-5",
    });
    const injection = await searchCatalogue(handle.db, { site: "work", query: parseCatalogueQuery(params) });
    expect(injection).toMatchObject({ total: 0, page: 1, pages: 1, items: [] });
    const markup = await search("work", { search: "<script>alert(1)</script>" });
    expect(markup.total).toBe(0);
    const huge = parseCatalogueQuery(new URLSearchParams({ search: "u2724 ".repeat(2_000) }));
    expect((await searchCatalogue(handle.db, { site: "work", query: huge })).total).toBe(2);
    // A query built without the parser: unknown values are dropped, not sent to the database.
    const unparsed = await search("work", { filters: { series: ["nope"], resolutions: ["4kx"], exactSizes: ["NaN"] }, currentPage: Number.NaN });
    expect(unparsed).toMatchObject({ total: 293, page: 1 });
    expect(await countWhere("true")).toBe(432);
  });

  it("offers an option for every value the data holds", async () => {
    const distinct = async (column: string) => {
      const result = (await handle.db.execute(
        sql.raw(`select distinct unnest(${column}) as value from monitors where vendor = 'Dell' and cardinality(sites) > 0`),
      )) as unknown as { rows: Array<{ value: string }> };
      return result.rows.map((row) => row.value);
    };
    const optionValues = (id: "ports" | "colorSpaces" | "certifications") =>
      closedOptions[id].map((option) => (option.match.kind === "contains" ? option.match.value : null));
    expect(optionValues("ports")).toEqual(expect.arrayContaining(await distinct("ports")));
    expect(optionValues("colorSpaces")).toEqual(expect.arrayContaining(await distinct("gamut_coverage")));
    expect(optionValues("certifications")).toEqual(expect.arrayContaining(await distinct("certifications")));
    // Every vendor's features too: ENERGY STAR's checklist is one vocabulary.
    const features = (await handle.db.execute(sql`select distinct unnest(features) as value from monitors`)) as unknown as {
      rows: Array<{ value: string }>;
    };
    expect(coveredEnergyStarFeatures).toEqual(expect.arrayContaining(features.rows.map((row) => row.value)));
  });

  it("reports the models a search word drops only for an unstated fact, and lists them with unspecified=match", async () => {
    const result = await search("work", { search: "27 4k usb-c" });
    // "27" is text, "4k" 3840 × 2160 and "usb-c" a USB-C port in the port list. Read off the
    // seed: P2723QE, U2723QE (ENERGY STAR 2022 lists USB-C), P2721Q and U2720Q.
    expect(result.items.map((item) => item.model).sort()).toEqual(["P2721Q", "P2723QE", "U2720Q", "U2723QE"]);
    // The same text and resolution, but no port list at all: ENERGY STAR 2026 (U2725QE, P2725QE) and the retail list.
    const unstated = `'work' = any(sites) and search_text like '%27%' and resolution_width = 3840 and resolution_height = 2160 and cardinality(ports) = 0`;
    expect(result.alsoMatching).toEqual({ count: await countWhere(unstated), unknownFacts: ["ports"] });
    expect(result.alsoMatching!.count).toBeGreaterThanOrEqual(2);
    const listed = await search("work", { search: "27 4k usb-c", unspecified: true });
    expect(listed.total).toBe(4 + result.alsoMatching!.count);
    expect(listed.items.map((item) => item.model)).toEqual(expect.arrayContaining(["U2725QE", "P2725QE", "U2723QE"]));
    // Nothing more is left out once unstated facts count as matching.
    expect(listed.alsoMatching).toBeNull();
  });

  it("reports the models a filter drops only for an unstated fact", async () => {
    const result = await search("work", { filters: { ports: ["hdmi"], sizes: ["25-29"] } });
    expect(result.total).toBe(await countWhere(`'work' = any(sites) and 'HDMI' = any(ports) and size_inches >= 25 and size_inches < 30`));
    expect(result.alsoMatching).toEqual({
      count: await countWhere(`'work' = any(sites) and cardinality(ports) = 0 and size_inches >= 25 and size_inches < 30`),
      unknownFacts: ["ports"],
    });
    // A stated fact that fails (no HDMI in a known port list) is no "also matching".
    const known = await search("work", { filters: { ports: ["hdmi"] }, search: "U2723QE" });
    expect(known.total).toBe(1);
    expect(known.alsoMatching).toBeNull();
  });

  it("counts an unstated fact as Not specified, never as a no, and lets a visitor choose it", async () => {
    const { facets } = await search("work", {});
    // Flat only where ENERGY STAR's checklist says so; the rest are not specified, not flat.
    expect(facet(facets, "screenTypes")).toEqual({
      flat: await countWhere(`'work' = any(sites) and curved = false`),
      curved: await countWhere(`'work' = any(sites) and curved`),
      "not-specified": await countWhere(`'work' = any(sites) and curved is null`),
    });
    expect(facet(facets, "ports")["not-specified"]).toBe(await countWhere(`'work' = any(sites) and cardinality(ports) = 0`));
    // HDR: 8 Work models say yes; 192 have no checklist, so their HDR is not specified (not "no").
    const hdr = await search("work", { filters: { features: ["hdr"] } });
    expect(hdr.total).toBe(8);
    expect(facet(facets, "features")["not-specified"]).toBe(192);
    expect(hdr.alsoMatching).toEqual({
      count: await countWhere(`'work' = any(sites) and curved is null and not (hdr is not null or 'High Dynamic Range' = any(features) or cardinality(hdr_transfer_functions) > 0)`),
      unknownFacts: ["hdr"],
    });
    const chosen = await search("work", { filters: { ports: ["not-specified"] } });
    expect(chosen.total).toBe(await countWhere(`'work' = any(sites) and cardinality(ports) = 0`));
    expect(chosen.facets.find((entry) => entry.id === "ports")?.options.at(-1)).toMatchObject({ value: "not-specified", selected: true });
    // Certifications have no such option: ENERGY STAR's lists are the record.
    expect(facet(facets, "certifications")["not-specified"]).toBeUndefined();
  });

  it("follows a new import: the option lists are re-read when the catalogue changes", async () => {
    const before = await search("home", {});
    expect(before.facets.find((entry) => entry.id === "resolutions")?.options.map((option) => option.value)).not.toContain("1234x567");
    // Stands in for an import: the model changes and so does its updated_at.
    await handle.db.execute(
      sql`update monitors set resolution_width = 1234, resolution_height = 567, updated_at = now() + interval '1 minute' where slug = 'aw3423dwf'`,
    );
    const after = await search("home", {});
    expect(after.facets.find((entry) => entry.id === "resolutions")?.options).toContainEqual({
      value: "1234x567",
      label: "1234 × 567",
      count: 1,
      selected: false,
    });
  });
});
