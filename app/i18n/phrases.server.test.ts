import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { phrases } from "#db/schema";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import { readPhrases } from "./phrases.server";
import { enUs } from "./phrases/en-us";
import { zhCn } from "./phrases/zh-cn";

describe.each(databaseKinds)("phrases in the database (%s)", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedReferenceData(handle.db);
  });
  afterAll(() => handle.close());

  it("serves each language's own phrases", async () => {
    const chinese = await readPhrases(handle.db, "zh-cn");
    expect(chinese["nav.compare"]).toBe(zhCn["nav.compare"]);
    expect(Object.keys(chinese)).toHaveLength(Object.keys(enUs).length);
  });

  it("falls back to English for a phrase missing in Chinese", async () => {
    await handle.db.delete(phrases).where(and(eq(phrases.language, "zh-cn"), eq(phrases.name, "nav.resources")));
    const chinese = await readPhrases(handle.db, "zh-cn");
    expect(chinese["nav.resources"]).toBe("Resources");
    expect(chinese["nav.collections"]).toBe("收藏夹");
  });

  it("re-seeds idempotently and restores a deleted phrase", async () => {
    await seedReferenceData(handle.db);
    await seedReferenceData(handle.db);
    const chinese = await readPhrases(handle.db, "zh-cn");
    expect(chinese["nav.resources"]).toBe("资源");
    const rows = await handle.db.select().from(phrases);
    expect(rows).toHaveLength(Object.keys(enUs).length * 2);
  });
});
