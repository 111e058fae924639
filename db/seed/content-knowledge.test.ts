import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import { getGlossary, getGuide } from "../../app/features/knowledge/knowledge.server";
import type { DatabaseHandle } from "../connect";
import { content } from "../schema";
import { seedKnowledgeContent, readKnowledgeContent } from "./content-knowledge";
import { seedReferenceData } from "./reference";

describe("knowledge content files", () => {
  it("have the same guides and glossary terms in every language, at least 40 terms each", async () => {
    const rows = await readKnowledgeContent();
    const slugs = (kind: string, language: string) => rows.filter((row) => row.kind === kind && row.language === language).map((row) => row.slug).sort();
    expect(slugs("guide", "en-us")).toEqual(["design-audio", "dual-resolution", "qd-oled", "spatial-audio"]);
    expect(slugs("guide", "zh-cn")).toEqual(slugs("guide", "en-us"));
    expect(slugs("definition", "en-us").length).toBeGreaterThanOrEqual(40);
    expect(slugs("definition", "zh-cn")).toEqual(slugs("definition", "en-us"));
  });

  it("only relate terms to terms that exist", async () => {
    const rows = await readKnowledgeContent();
    const known = new Set(rows.filter((row) => row.kind === "definition").map((row) => row.slug));
    const broken = rows
      .filter((row) => row.kind === "definition")
      .flatMap((row) => (row.data as { related: string[] }).related.filter((slug) => !known.has(slug)).map((slug) => `${row.slug}→${slug}`));
    expect(broken).toEqual([]);
  });
});

describe.each(databaseKinds)("seedKnowledgeContent on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedReferenceData(handle.db);
  });
  afterAll(async () => {
    await handle.close();
  });

  const knowledgeRows = async () => {
    const [row] = await handle.db.select({ value: count() }).from(content).where(eq(content.site, "all"));
    return row?.value ?? 0;
  };

  it("imports the guides and terms, and a second run changes nothing", async () => {
    const first = await seedKnowledgeContent(handle.db);
    expect(first.guides).toBe(8);
    const afterFirst = await knowledgeRows();
    await seedKnowledgeContent(handle.db);
    expect(await knowledgeRows()).toBe(afterFirst);
    const guide = await getGuide(handle.db, "zh-cn", "qd-oled");
    expect(guide?.title).toContain("QD-OLED");
    expect(guide?.monitors.query.filters.panelType).toEqual(["qd-oled"]);
    expect((await getGlossary(handle.db, "en-us", "en-US")).length).toBeGreaterThanOrEqual(40);
  });

  it("restores an edited item and removes one whose file is gone", async () => {
    const ips = and(eq(content.kind, "definition"), eq(content.language, "en-us"), eq(content.slug, "ips"));
    await handle.db.update(content).set({ data: { broken: true } }).where(ips);
    await handle.db.insert(content).values({ kind: "definition", site: "all", language: "en-us", slug: "gone", data: {} });
    await seedKnowledgeContent(handle.db);
    const [restored] = await handle.db.select({ data: content.data }).from(content).where(ips);
    expect((restored?.data as { term: string }).term).toBe("IPS");
    const gone = await handle.db.select().from(content).where(eq(content.slug, "gone"));
    expect(gone).toEqual([]);
  });
});
