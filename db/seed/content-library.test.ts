import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { content, monitors } from "../schema";
import { resourceSchema } from "../../app/features/library/resources/vocabulary";
import { seedContentLibrary } from "./content-library";

describe.each(databaseKinds)("seedContentLibrary on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("imports at least 30 resources in both languages, idempotently", async () => {
    const first = await seedContentLibrary(handle.db);
    const second = await seedContentLibrary(handle.db);
    expect(first.resources).toBeGreaterThanOrEqual(30);
    expect(second).toEqual(first);
    for (const language of ["en-us", "zh-cn"]) {
      const [row] = await handle.db.select({ value: count() }).from(content).where(and(eq(content.kind, "resource"), eq(content.language, language)));
      expect(row?.value).toBe(first.resources);
    }
  });

  it("builds each series spec sheet from the catalogue's own models", async () => {
    const [sheet] = await handle.db
      .select({ data: content.data })
      .from(content)
      .where(and(eq(content.kind, "resource"), eq(content.language, "en-us"), eq(content.slug, "spec-sheet-ultrasharp")));
    const resource = resourceSchema.parse(sheet?.data);
    const [catalogue] = await handle.db.select({ value: count() }).from(monitors).where(eq(monitors.series, "ultrasharp"));
    expect(resource.models).toHaveLength(catalogue?.value ?? -1);
    expect(resource.market).toBe("work");
    expect(resource.models.some((model) => model.model === "U2723QE")).toBe(true);
  });

  it("removes resources that left the library", async () => {
    await handle.db.insert(content).values({ kind: "resource", language: "en-us", slug: "gone", data: {} });
    await seedContentLibrary(handle.db);
    const rows = await handle.db.select().from(content).where(eq(content.slug, "gone"));
    expect(rows).toEqual([]);
  });
});
