import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase } from "../../../../tests/setup/test-database";
import { createMultiMonitorContextLoader, listSetupMonitors } from "./context.server";
import type { MultiMonitorInputs } from "./definition";

describe("the multi-monitor setup's monitor lookup", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase("pglite");
  });
  afterAll(() => handle.close());

  const inputs = (monitor: string, ultrawide?: string): MultiMonitorInputs => ({ monitor, count: 2, distanceCm: 70, country: "GB", ...(ultrawide ? { ultrawide } : {}) });
  const work = { site: "work" as const, language: "en-us" };

  it("reads each monitor's size, resolution and power", async () => {
    const load = createMultiMonitorContextLoader(async () => handle.db);
    // db/seed-data/energystar/dell-monitors-merged.csv: U2724DE 27 in, 2560 × 1440, 18.23 / 1.11 / 0.22 W; U3425WE 34.1 in, 3440 × 1440.
    const answer = await load(inputs("u2724de", "u3425we"), work);
    expect(answer).toMatchObject({
      ok: true,
      context: {
        monitor: { slug: "u2724de", sizeInches: 27, widthPx: 2560, heightPx: 1440, powerOnWatts: 18.23, powerSleepWatts: 1.11, powerOffWatts: 0.22 },
        ultrawide: { slug: "u3425we", sizeInches: 34.1, widthPx: 3440, heightPx: 1440 },
        // The energy calculator's grid factor for the UK (CO2.js 0.19.0: GBR 215.79 g, Ember 2024).
        gridFactor: { gramsPerKwh: 215.79, year: 2024 },
      },
    });
  });

  it("puts an unknown monitor's issue on its own field, and knows only the site's models", async () => {
    const load = createMultiMonitorContextLoader(async () => handle.db);
    expect(await load(inputs("u2724de", "nope"), work)).toEqual({ ok: false, issues: [{ field: "ultrawide", message: "calculator.error.monitorUnknown" }] });
    expect(await load(inputs("nope"), work)).toEqual({ ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] });
    expect(await load(inputs("u2724de"), { site: "home", language: "en-us" })).toMatchObject({ ok: false });
    expect((await listSetupMonitors(handle.db, "work")).map((choice) => choice.slug)).toEqual(expect.arrayContaining(["u2724de", "u3425we"]));
  });
});
