import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import { readBanners } from "../../app/features/content/banners.server";
import { readHomeData } from "../../app/features/content/home-content.server";
import { buildUseCaseQuery, listUseCases } from "../../app/features/content/use-case-query";
import { searchCatalogue } from "../../app/features/catalogue/search/search.server";
import type { DatabaseHandle } from "../connect";
import { content } from "../schema";
import { seedHomeContent } from "./content-home";

describe.each(databaseKinds)("seedHomeContent on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await handle.close();
  });

  it("imports every row once, and a second run changes nothing", async () => {
    const first = await seedHomeContent(handle.db);
    const second = await seedHomeContent(handle.db);
    expect(second).toEqual(first);
    const [rows] = await handle.db.select({ value: count() }).from(content);
    // 2 sites × 2 languages × (homepage + banners) + 2 languages × (regions + 2 peripheral lists)
    expect(rows?.value).toBe(2 * 2 * 2 + 2 * 3);
  });

  it("restores an edited row from the files", async () => {
    await handle.db.update(content).set({ data: { broken: true } }).where(eq(content.kind, "homepage"));
    await seedHomeContent(handle.db);
    expect((await readHomeData(handle.db, "work", "en-us"))?.links.length).toBeGreaterThan(0);
  });

  it("gives each site its own production banners, never the staging one", async () => {
    for (const site of ["work", "home"] as const) {
      for (const language of ["en-us", "zh-cn"] as const) {
        const banners = await readBanners(handle.db, site, language);
        expect(banners.length).toBeGreaterThanOrEqual(2);
        expect(banners.map((banner) => banner.id)).not.toContain("collections");
        expect(banners.some((banner) => banner.link?.kind === "external")).toBe(true);
      }
    }
  });

  it("finds real monitors for every persona of every use case", async () => {
    const empty: string[] = [];
    for (const site of ["work", "home"] as const) {
      for (const language of ["en-us", "zh-cn"] as const) {
        const home = await readHomeData(handle.db, site, language);
        expect(home?.links.length).toBeGreaterThanOrEqual(4);
        const cases = listUseCases(home!);
        expect(cases.length).toBe(home!.links.length);
        for (const useCase of cases) {
          for (const persona of useCase.personas) {
            const result = await searchCatalogue(handle.db, { site, query: buildUseCaseQuery(persona.monitors) });
            if (result.total === 0) empty.push(`${site}/${language}/${useCase.slug}/${persona.id}`);
          }
        }
      }
    }
    expect(empty).toEqual([]);
  }, 60_000);
});
