import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createCatalogueTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import { runCollectionAction, type ActionOutcome } from "./collection-actions.server";
import { getCollectionById } from "./collections.server";
import { DEFAULT_FOLDER_ID } from "./model";

const alice = "auth0-alice";
const mallory = "auth0-mallory";

function form(fields: Record<string, string | number>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, String(value));
  return body;
}

function dataOf(outcome: ActionOutcome) {
  if (outcome.kind !== "data") throw new Error(`expected data, got a redirect to ${JSON.stringify(outcome.to)}`);
  return outcome;
}

describe.each(databaseKinds)("collection page actions on %s", (kind) => {
  let handle: DatabaseHandle;
  let ids = 0;
  const newId = () => `id-${++ids}`;
  const run = (userId: string, fields: Record<string, string | number>) => runCollectionAction(handle.db, userId, form(fields), newId);

  beforeAll(async () => {
    // The catalogue too: a collection may hold only monitors it has.
    handle = await createCatalogueTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function createCollection(name: string) {
    const outcome = dataOf(await run(alice, { intent: "create", name }));
    expect(outcome.status).toBe(200);
    return outcome.data.collection!;
  }

  it("creates a collection and names the success toast", async () => {
    const outcome = dataOf(await run(alice, { intent: "create", name: "Desk", description: "Line one\r\nLine two" }));
    expect(outcome.data).toMatchObject({ ok: true, intent: "create", toast: "created", collection: { slug: "desk", name: "Desk", version: 1 } });
  });

  it("answers an empty name with 400, the field error and the spec's toast", async () => {
    const outcome = dataOf(await run(alice, { intent: "create", name: "   " }));
    expect(outcome.status).toBe(400);
    expect(outcome.data.toast).toBe("createEmptyName");
    expect(outcome.data.result?.error?.name).toEqual(["collections.error.nameRequired"]);
  });

  it("answers an unknown intent with 400", async () => {
    const outcome = dataOf(await run(alice, { intent: "drop-everything" }));
    expect(outcome).toMatchObject({ status: 400, data: { ok: false, intent: null } });
  });

  it("adds a monitor and a bookmark to a folder", async () => {
    const collection = await createCollection("Adds");
    const monitor = dataOf(await run(alice, { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item: JSON.stringify({ type: "monitor", monitorId: 12 }) }));
    expect(monitor.data).toMatchObject({ ok: true, toast: "itemAdded", collection: { version: 2 } });
    const bookmark = { type: "bookmark", urlTitle: "/use-case/hybrid-work", title: "Hybrid work", genre: "use-case" };
    const page = dataOf(await run(alice, { intent: "add-item", collectionId: collection.id, version: 2, folderId: DEFAULT_FOLDER_ID, item: JSON.stringify(bookmark) }));
    expect(page.status).toBe(200);
    const stored = await getCollectionById(handle.db, alice, collection.id);
    expect(stored?.folders[0]?.items).toEqual([
      { id: expect.any(String), type: "monitor", monitorId: 12 },
      { id: expect.any(String), type: "bookmark", urlTitle: "/use-case/hybrid-work", title: "Hybrid work", description: "", genre: "use-case", target: "_self" },
    ]);
  });

  it("refuses an unsafe bookmark address", async () => {
    const collection = await createCollection("Unsafe");
    const item = JSON.stringify({ type: "bookmark", urlTitle: "javascript:alert(1)", title: "X" });
    const outcome = dataOf(await run(alice, { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item }));
    expect(outcome.status).toBe(400);
  });

  it("refuses a monitor the catalogue does not have (issue 50)", async () => {
    const collection = await createCollection("Unknown monitor");
    const item = JSON.stringify({ type: "monitor", monitorId: 999_999 });
    const outcome = dataOf(await run(alice, { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item }));
    expect(outcome).toMatchObject({ status: 400, data: { ok: false, toast: "failed" } });
  });

  it("refuses a bookmark title PostgreSQL cannot store with 400, not a database error (issue 50)", async () => {
    const collection = await createCollection("Broken title");
    for (const title of ["\udc00", "Desk\u0000"]) {
      const item = JSON.stringify({ type: "bookmark", urlTitle: "/en-us/products", title });
      const outcome = dataOf(await run(alice, { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item }));
      expect(outcome.status).toBe(400);
    }
  });

  it("answers a stale version with 409 and the conflict toast", async () => {
    const collection = await createCollection("Two tabs");
    expect(dataOf(await run(alice, { intent: "create-folder", collectionId: collection.id, version: 1, title: "Tab A" })).status).toBe(200);
    const stale = dataOf(await run(alice, { intent: "create-folder", collectionId: collection.id, version: 1, title: "Tab B" }));
    expect(stale).toMatchObject({ status: 409, data: { ok: false, toast: "conflict" } });
  });

  it("answers another user's collection as not found and leaves it alone", async () => {
    const collection = await createCollection("Alice's");
    const attempts: Array<Record<string, string | number>> = [
      { intent: "create-folder", collectionId: collection.id, version: 1, title: "Mallory" },
      { intent: "update-details", collectionId: collection.id, version: 1, name: "Owned" },
      { intent: "delete-collection", collectionId: collection.id, version: 1 },
      { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item: JSON.stringify({ type: "monitor", monitorId: 1 }) },
    ];
    for (const fields of attempts) {
      expect(dataOf(await run(mallory, fields))).toMatchObject({ status: 404, data: { toast: "notFound" } });
    }
    expect((await getCollectionById(handle.db, alice, collection.id))?.version).toBe(1);
  });

  it("removes an item with what Undo needs, and Undo puts it back", async () => {
    const collection = await createCollection("Undo");
    await run(alice, { intent: "add-item", collectionId: collection.id, version: 1, folderId: DEFAULT_FOLDER_ID, item: JSON.stringify({ type: "monitor", monitorId: 3 }) });
    const itemId = (await getCollectionById(handle.db, alice, collection.id))!.folders[0]!.items[0]!.id;
    const removed = dataOf(await run(alice, { intent: "remove-item", collectionId: collection.id, version: 2, itemId }));
    expect(removed.data).toMatchObject({ toast: "itemRemoved", removed: { collectionId: collection.id, folderId: DEFAULT_FOLDER_ID, index: 0, item: { id: itemId } } });
    const { folderId, index, item } = removed.data.removed!;
    const restored = dataOf(await run(alice, { intent: "restore-item", collectionId: collection.id, folderId, index, item: JSON.stringify(item) }));
    expect(restored.data.toast).toBe("itemRestored");
    expect((await getCollectionById(handle.db, alice, collection.id))!.folders[0]!.items.map((entry) => entry.id)).toEqual([itemId]);
  });

  it("moves items between folders and keeps them when a folder is deleted", async () => {
    const collection = await createCollection("Folders");
    await run(alice, { intent: "create-folder", collectionId: collection.id, version: 1, title: "Office" });
    await run(alice, { intent: "add-item", collectionId: collection.id, version: 2, folderId: DEFAULT_FOLDER_ID, item: JSON.stringify({ type: "monitor", monitorId: 8 }) });
    const before = (await getCollectionById(handle.db, alice, collection.id))!;
    const office = before.folders[1]!;
    const itemId = before.folders[0]!.items[0]!.id;
    expect(dataOf(await run(alice, { intent: "move-item", collectionId: collection.id, version: 3, itemId, toFolderId: office.id })).data.toast).toBe("itemMoved");
    expect(dataOf(await run(alice, { intent: "rename-folder", collectionId: collection.id, version: 4, folderId: office.id, title: "Home office" })).data.toast).toBe("folderRenamed");
    expect(dataOf(await run(alice, { intent: "rename-folder", collectionId: collection.id, version: 5, folderId: office.id, title: "uncategorized folder" })).data.toast).toBe("folderTitleTaken");
    expect(dataOf(await run(alice, { intent: "delete-folder", collectionId: collection.id, version: 5, folderId: office.id })).data.toast).toBe("folderDeleted");
    const after = (await getCollectionById(handle.db, alice, collection.id))!;
    expect(after.folders.map((folder) => folder.id)).toEqual([DEFAULT_FOLDER_ID]);
    expect(after.folders[0]!.items.map((item) => item.id)).toEqual([itemId]);
  });

  it("redirects to the new address after a rename and to the list after deleting", async () => {
    const collection = await createCollection("Before");
    expect(await run(alice, { intent: "update-details", collectionId: collection.id, version: 1, name: "After", description: "" })).toEqual({
      kind: "redirect",
      to: { slug: "after" },
      flash: "updated",
    });
    expect(await run(alice, { intent: "delete-collection", collectionId: collection.id, version: 2 })).toEqual({ kind: "redirect", to: "list", flash: "deleted" });
  });
});
