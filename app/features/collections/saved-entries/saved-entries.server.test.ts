import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { savedEntries } from "#db/schema-collections";
import { createTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { createCalculatorRegistry } from "./calculator-schemas";
import { count, eq } from "drizzle-orm";
import { deleteEntry, listEntries, loadEntry, MAX_ENTRIES_PER_USER, saveEntry, updateEntryData } from "./saved-entries.server";

const alice = "auth0-alice";
const mallory = "auth0-mallory";

describe.each(databaseKinds)("saved calculator entries on %s", (kind) => {
  let handle: DatabaseHandle;
  const registry = createCalculatorRegistry();
  registry.register("energy", z.object({ quantity: z.number().int().min(1) }));

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function save(userId: string, calculatorData: unknown, urlTitle?: string) {
    const outcome = await saveEntry(handle.db, userId, { calculator: "energy", calculatorData, urlTitle }, registry);
    if (outcome.status !== "ok") throw new Error(outcome.status);
    return outcome.entry;
  }

  it("saves an entry under a fresh url title and loads it back", async () => {
    const entry = await save(alice, { quantity: 10 });
    expect(entry.urlTitle).toMatch(/^energy-[a-z0-9]{10}$/);
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "energy", registry)).toEqual({ status: "found", entry: expect.objectContaining({ calculatorData: { quantity: 10 } }) });
  });

  it("overwrites the entry when saved again under its url title", async () => {
    const entry = await save(alice, { quantity: 1 });
    const again = await save(alice, { quantity: 2 }, entry.urlTitle);
    expect(again.id).toBe(entry.id);
    expect((await listEntries(handle.db, alice, { urlTitle: entry.urlTitle }, registry))[0]?.calculatorData).toEqual({ quantity: 2 });
  });

  it("refuses data its calculator's schema refuses", async () => {
    const outcome = await saveEntry(handle.db, alice, { calculator: "energy", calculatorData: { quantity: 0 } }, registry);
    expect(outcome.status).toBe("invalid");
  });

  it("does not let another calculator take over an address", async () => {
    const entry = await save(alice, { quantity: 3 });
    const outcome = await saveEntry(handle.db, alice, { calculator: "roi", calculatorData: { x: 1 }, urlTitle: entry.urlTitle }, registry);
    expect(outcome).toEqual({ status: "url-title-taken" });
  });

  it("answers not found for someone else's entry, another calculator's and an anonymous visitor", async () => {
    const entry = await save(alice, { quantity: 4 });
    expect(await loadEntry(handle.db, mallory, entry.urlTitle, "energy", registry)).toEqual({ status: "not-found" });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "roi", registry)).toEqual({ status: "not-found" });
    expect(await loadEntry(handle.db, null, entry.urlTitle, "energy", registry)).toEqual({ status: "not-found" });
    expect(await updateEntryData(handle.db, mallory, entry.id, { quantity: 9 }, registry)).toEqual({ status: "not-found" });
    expect(await deleteEntry(handle.db, mallory, entry.id)).toEqual({ status: "not-found" });
    expect(await listEntries(handle.db, mallory, {}, registry)).toEqual([]);
  });

  it("treats a stored entry its schema no longer reads as not found", async () => {
    const [row] = await handle.db
      .insert(savedEntries)
      .values({ userId: alice, urlTitle: "energy-oldshape01", calculator: "energy", calculatorData: { qty: "ten" } })
      .returning({ id: savedEntries.id });
    expect(await loadEntry(handle.db, alice, "energy-oldshape01", "energy", registry)).toEqual({ status: "not-found" });
    expect((await listEntries(handle.db, alice, {}, registry)).some((entry) => entry.id === row?.id)).toBe(false);
  });

  it("updates an entry's data by id and deletes it", async () => {
    const entry = await save(alice, { quantity: 5 });
    expect(await updateEntryData(handle.db, alice, entry.id, { quantity: 6 }, registry)).toMatchObject({ status: "ok", entry: { calculatorData: { quantity: 6 } } });
    expect((await updateEntryData(handle.db, alice, entry.id, { quantity: -1 }, registry)).status).toBe("invalid");
    expect(await deleteEntry(handle.db, alice, entry.id)).toMatchObject({ status: "ok", entry: { id: entry.id, calculatorData: { quantity: 6 } } });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "energy", registry)).toEqual({ status: "not-found" });
    expect(await deleteEntry(handle.db, alice, "not-a-uuid")).toEqual({ status: "not-found" });
  });

  // Issue 11 #5: entries created under a url_title were never counted (800 stored, 500 listed).
  describe("the cap of saved entries per user", () => {
    async function fillUpTo(userId: string, total: number) {
      const rows = Array.from({ length: total }, (_, index) => ({ userId, urlTitle: `energy-fill${String(index).padStart(5, "0")}`, calculator: "energy", calculatorData: { quantity: 1 } }));
      await handle.db.insert(savedEntries).values(rows);
    }
    const stored = async (userId: string) => (await handle.db.select({ value: count() }).from(savedEntries).where(eq(savedEntries.userId, userId)))[0]!.value;

    it("counts every way in: a new address, an address of the visitor's choosing, and an overwrite at the cap", async () => {
      const userId = "auth0-capped";
      await fillUpTo(userId, MAX_ENTRIES_PER_USER - 1);
      expect((await saveEntry(handle.db, userId, { calculator: "energy", calculatorData: { quantity: 2 }, urlTitle: "energy-last-one" }, registry)).status).toBe("ok");
      expect(await stored(userId)).toBe(MAX_ENTRIES_PER_USER);
      expect(await saveEntry(handle.db, userId, { calculator: "energy", calculatorData: { quantity: 3 }, urlTitle: "energy-one-more" }, registry)).toEqual({ status: "too-many" });
      expect(await saveEntry(handle.db, userId, { calculator: "energy", calculatorData: { quantity: 3 } }, registry)).toEqual({ status: "too-many" });
      // Saving again under an existing address adds nothing, so it still works at the cap.
      expect(await saveEntry(handle.db, userId, { calculator: "energy", calculatorData: { quantity: 4 }, urlTitle: "energy-last-one" }, registry)).toMatchObject({ status: "ok" });
      expect(await stored(userId)).toBe(MAX_ENTRIES_PER_USER);
    });

    it("lets exactly the free places through when many saves race", async () => {
      const userId = "auth0-racing";
      await fillUpTo(userId, MAX_ENTRIES_PER_USER - 5);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          saveEntry(handle.db, userId, { calculator: "energy", calculatorData: { quantity: index + 1 }, urlTitle: index % 2 ? `energy-race${index}` : undefined }, registry),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "ok")).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome.status === "too-many")).toHaveLength(15);
      expect(await stored(userId)).toBe(MAX_ENTRIES_PER_USER);
    });
  });
});
