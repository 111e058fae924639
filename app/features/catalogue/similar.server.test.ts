import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import { getMonitorBySlugFrom } from "./catalogue.server";
import { similarMonitors } from "./similar.server";

describe.each(databaseKinds)("similarMonitors on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(() => handle.close());

  it("offers same-series models of the same site nearest in size, never the model itself", async () => {
    const monitor = (await getMonitorBySlugFrom(handle.db, "u2724de"))!;
    const similar = await similarMonitors(handle.db, monitor, "work");
    expect(similar).toHaveLength(4);
    expect(similar.map((entry) => entry.model)).not.toContain("U2724DE");
    for (const entry of similar) {
      expect(entry.series).toBe("ultrasharp");
      // UltraSharp has several 27-inch models, so the nearest ones are all 27 inches.
      expect(entry.sizeInches).toBe(27);
    }
  });

  it("stays within the site", async () => {
    const monitor = (await getMonitorBySlugFrom(handle.db, "aw3423dwf"))!;
    const similar = await similarMonitors(handle.db, monitor, "home");
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.every((entry) => entry.series === "alienware")).toBe(true);
  });
});
