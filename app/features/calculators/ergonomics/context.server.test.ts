import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase } from "../../../../tests/setup/test-database";
import { createErgonomicsContextLoader, listErgonomicsMonitors } from "./context.server";
import type { ErgonomicsInputs } from "./definition";

describe("the ergonomics guide's monitor lookup", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createCatalogueTestDatabase("pglite");
  });
  afterAll(() => handle.close());

  const inputs = (monitor: string): ErgonomicsInputs => ({ monitor, posture: "sitting", count: 1, arrangement: "primary", glasses: "none" });

  it("reads a catalogue monitor's size and resolution", async () => {
    const load = createErgonomicsContextLoader(async () => handle.db);
    // db/seed-data/energystar/dell-monitors-merged.csv: U2724DE, 27 in, 2560 × 1440
    expect(await load(inputs("u2724de"), { site: "work", language: "en-us" })).toEqual({
      ok: true,
      context: { monitor: { slug: "u2724de", title: "Dell UltraSharp U2724DE", sizeInches: 27, widthPx: 2560, heightPx: 1440 } },
    });
  });

  it("knows only the site's own models", async () => {
    const load = createErgonomicsContextLoader(async () => handle.db);
    expect(await load(inputs("nope"), { site: "work", language: "en-us" })).toEqual({ ok: false, issues: [{ field: "monitor", message: "calculator.error.monitorUnknown" }] });
    // U2724DE is a For Work model.
    expect(await load(inputs("u2724de"), { site: "home", language: "en-us" })).toMatchObject({ ok: false });
  });

  it("offers only models with a size and a resolution", async () => {
    const choices = await listErgonomicsMonitors(handle.db, "work");
    expect(choices.map((choice) => choice.slug)).toContain("u2724de");
    const load = createErgonomicsContextLoader(async () => handle.db);
    for (const choice of choices.slice(0, 20)) expect((await load(inputs(choice.slug), { site: "work", language: "en-us" })).ok, choice.slug).toBe(true);
  });
});
