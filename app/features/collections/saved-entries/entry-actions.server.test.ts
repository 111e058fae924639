import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { runCollectionAction, type ActionOutcome } from "../collection-actions.server";
import { listEntries, listEntrySummaries, loadEntry, saveEntry } from "./saved-entries.server";

const alice = "auth0-alice";
const mallory = "auth0-mallory";

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}

function dataOf(outcome: ActionOutcome) {
  if (outcome.kind !== "data") throw new Error("expected data, got a redirect");
  return outcome;
}

describe.each(databaseKinds)("the Collections page's saved calculations on %s", (kind) => {
  let handle: DatabaseHandle;
  const run = async (userId: string, fields: Record<string, string>) => dataOf(await runCollectionAction(handle.db, userId, form(fields)));

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function save(userId: string, calculator: string, query: string) {
    const outcome = await saveEntry(handle.db, userId, { calculator, calculatorData: { query } });
    if (outcome.status !== "ok") throw new Error(outcome.status);
    return outcome.entry;
  }

  it("lists only the user's own entries, newest first, unnamed until renamed", async () => {
    const first = await save(alice, "productivity", "staff=10");
    const second = await save(alice, "energy", "a=1");
    await save(mallory, "productivity", "staff=99");
    const listed = await listEntrySummaries(handle.db, alice);
    expect(listed.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(listed[1]).toEqual({ id: first.id, urlTitle: first.urlTitle, calculator: "productivity", name: null, updatedAt: first.updatedAt });
    // What the page lists carries no calculator data.
    expect(Object.keys(listed[0]!)).not.toContain("calculatorData");
    expect(await listEntrySummaries(handle.db, "auth0-nobody")).toEqual([]);
  });

  it("renames an entry without touching its data or its date, and keeps the name when saved again", async () => {
    const entry = await save(alice, "productivity", "staff=20");
    const renamed = await run(alice, { intent: "rename-entry", entryId: entry.id, name: "  Head office refresh  " });
    expect(renamed).toMatchObject({ status: 200, data: { ok: true, intent: "rename-entry", entryId: entry.id, toast: "entryRenamed" } });
    const [listed] = (await listEntrySummaries(handle.db, alice)).filter((row) => row.id === entry.id);
    expect(listed).toMatchObject({ name: "Head office refresh", updatedAt: entry.updatedAt });
    // The data API's search reads the name too.
    expect((await listEntries(handle.db, alice, { entryId: entry.id }))[0]?.name).toBe("Head office refresh");
    await saveEntry(handle.db, alice, { calculator: "productivity", calculatorData: { query: "staff=21" }, urlTitle: entry.urlTitle });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "productivity")).toMatchObject({
      status: "found",
      entry: { name: "Head office refresh", calculatorData: { query: "staff=21" } },
    });
  });

  it("answers a blank or too long name with 400, the field error and a toast, and changes nothing", async () => {
    const entry = await save(alice, "productivity", "staff=30");
    const blank = await run(alice, { intent: "rename-entry", entryId: entry.id, name: "   " });
    expect(blank).toMatchObject({ status: 400, data: { ok: false, intent: "rename-entry", entryId: entry.id, toast: "entryNameInvalid" } });
    expect(blank.data.result?.error?.name).toEqual(["entries.error.nameRequired"]);
    // 121 characters: one over the 120 the form allows.
    const long = await run(alice, { intent: "rename-entry", entryId: entry.id, name: "x".repeat(121) });
    expect(long.status).toBe(400);
    expect(long.data.result?.error?.name).toEqual(["entries.error.nameTooLong"]);
    // A malformed id with a fine name: 400, but not the name's toast.
    expect(await run(alice, { intent: "rename-entry", entryId: "not-a-uuid", name: "Fine" })).toMatchObject({ status: 400, data: { toast: "failed" } });
    expect((await listEntrySummaries(handle.db, alice)).find((row) => row.id === entry.id)?.name).toBeNull();
  });

  it("answers 404 for another user's entry or one that does not exist, and leaves it alone", async () => {
    const entry = await save(alice, "productivity", "staff=40");
    expect(await run(mallory, { intent: "rename-entry", entryId: entry.id, name: "Mine now" })).toMatchObject({ status: 404, data: { ok: false, toast: "entryNotFound" } });
    expect(await run(mallory, { intent: "delete-entry", entryId: entry.id })).toMatchObject({ status: 404, data: { ok: false, toast: "entryNotFound" } });
    expect(await run(alice, { intent: "delete-entry", entryId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ status: 404 });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "productivity")).toMatchObject({ status: "found", entry: { name: null, calculatorData: { query: "staff=40" } } });
  });

  it("deletes an entry and restores it under its address with Undo", async () => {
    const entry = await save(alice, "productivity", "staff=50");
    await run(alice, { intent: "rename-entry", entryId: entry.id, name: "Branch offices" });
    const deleted = await run(alice, { intent: "delete-entry", entryId: entry.id });
    expect(deleted).toMatchObject({
      status: 200,
      data: { ok: true, intent: "delete-entry", toast: "entryDeleted", removedEntry: { calculator: "productivity", urlTitle: entry.urlTitle, name: "Branch offices", calculatorData: { query: "staff=50" } } },
    });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "productivity")).toEqual({ status: "not-found" });

    const removed = deleted.data.removedEntry!;
    const restored = await run(alice, { intent: "restore-entry", calculator: removed.calculator, urlTitle: removed.urlTitle, name: removed.name ?? "", calculatorData: JSON.stringify(removed.calculatorData) });
    expect(restored).toMatchObject({ status: 200, data: { ok: true, toast: "entryRestored" } });
    expect(await loadEntry(handle.db, alice, entry.urlTitle, "productivity")).toMatchObject({ status: "found", entry: { name: "Branch offices", calculatorData: { query: "staff=50" } } });
  });

  it("refuses an Undo whose data PostgreSQL cannot store or nests too deeply with 400 (issue 50)", async () => {
    for (const calculatorData of ['{"query":"\\udc00"}', '{"query":"a\\u0000"}', `{"q":${"[".repeat(5_000)}${"]".repeat(5_000)}}`]) {
      const outcome = await run(alice, { intent: "restore-entry", calculator: "productivity", urlTitle: "productivity-abcdefghij", name: "", calculatorData });
      expect(outcome).toMatchObject({ status: 400, data: { ok: false, toast: "failed" } });
    }
  });

  it("refuses an entry name PostgreSQL cannot store (U+0000) with 400 naming the field, renamed or restored (issue 50)", async () => {
    const entry = await save(alice, "productivity", "staff=50");
    // A form field cannot carry an unpaired surrogate (it arrives as U+FFFD); U+0000 it can.
    for (const name of ["Branch\u0000offices", "\u0000"]) {
      const renamed = await run(alice, { intent: "rename-entry", entryId: entry.id, name });
      expect(renamed).toMatchObject({ status: 400, data: { ok: false } });
      expect(renamed.data.result?.error?.name).toEqual(["collections.error.invisibleCharacter"]);
      const restored = await run(alice, { intent: "restore-entry", calculator: "productivity", urlTitle: "productivity-abcdefghij", name, calculatorData: '{"query":"staff=50"}' });
      expect(restored).toMatchObject({ status: 400, data: { ok: false } });
    }
  });

  it("refuses an Undo whose data is not a JSON object", async () => {
    const outcome = await run(alice, { intent: "restore-entry", calculator: "productivity", urlTitle: "productivity-abcdefghij", name: "", calculatorData: "[1,2]" });
    expect(outcome).toMatchObject({ status: 400, data: { ok: false, toast: "failed" } });
  });
});
