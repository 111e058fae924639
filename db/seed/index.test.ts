import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";
import type { DatabaseHandle } from "../connect";
import { devices, monitors } from "../schema";
import { deviceSeed } from "../../app/features/devices/device-list";
import { seedDatabase } from "./index";

describe.each(databaseKinds)("seedDatabase on %s", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("imports into an empty database, then keeps the catalogue", async () => {
    expect((await seedDatabase(handle.db, { monitors: "if-empty" })).catalogue).not.toBe("kept");
    expect((await seedDatabase(handle.db, { monitors: "if-empty" })).catalogue).toBe("kept");
  });

  it("seeds the devices tool's rows on every run", async () => {
    await handle.db.delete(devices);
    await seedDatabase(handle.db, { monitors: "if-empty" });
    expect(await handle.db.select({ slug: devices.slug }).from(devices)).toHaveLength(deviceSeed.length);
  });

  it("imports again when rows predate the search text (an import from before migration 0001)", async () => {
    await handle.db.execute(sql`update monitors set search_text = '' where slug = 'u2723qe'`);
    expect((await seedDatabase(handle.db, { monitors: "if-empty" })).catalogue).not.toBe("kept");
    const [row] = await handle.db.select({ searchText: monitors.searchText }).from(monitors).where(eq(monitors.slug, "u2723qe"));
    expect(row?.searchText).toContain("u2723qe");
  });
});
