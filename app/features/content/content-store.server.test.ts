import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { content, languages } from "#db/schema";
import { createTestDatabase } from "../../../tests/setup/test-database";
import { KEEP_ROWS_MS } from "~/utils/kept-rows.server";
import { readContent } from "./content-store.server";

describe("readContent", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    await handle.db.insert(languages).values([
      { code: "en-us", name: "English" },
      { code: "zh-cn", name: "中文" },
    ]);
    const row = { kind: "regions", site: "all", language: "en-us", environment: "production", published: true } as const;
    await handle.db.insert(content).values([
      { ...row, slug: "regions", data: { regions: ["first"] } },
      { ...row, slug: "regions-zh", language: "zh-cn", data: { regions: ["第一"] } },
    ]);
  }, 60_000);
  afterAll(async () => {
    vi.useRealTimers();
    await handle.close();
  });

  it("keeps a row a minute per key, then reads it again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(10_000);
    const key = { kind: "regions", site: "all", language: "en-us" } as const;
    expect(await readContent(handle.db, key)).toEqual({ regions: ["first"] });
    await handle.db.update(content).set({ data: { regions: ["second"] } }).where(eq(content.slug, "regions"));
    // Within the minute: the kept row (the seed is the only writer; a reseed shows within a minute).
    expect(await readContent(handle.db, key)).toEqual({ regions: ["first"] });
    // Another language is another key.
    expect(await readContent(handle.db, { ...key, language: "zh-cn" })).toEqual({ regions: ["第一"] });
    vi.setSystemTime(10_000 + KEEP_ROWS_MS);
    expect(await readContent(handle.db, key)).toEqual({ regions: ["second"] });
  });
});
