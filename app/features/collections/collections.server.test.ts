import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import type { DatabaseHandle } from "#db/connect";
import { collections } from "#db/schema-collections";
import { createTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import {
  createCollection,
  deleteCollection,
  editCollectionFolders,
  getCollectionById,
  getCollectionBySlug,
  listCollections,
  MAX_COLLECTIONS_PER_USER,
  updateCollection,
  type Collection,
} from "./collections.server";
import { addItem, createFolder, DEFAULT_FOLDER_ID, removeItem, restoreItem } from "./model";

const alice = "auth0-alice";
const mallory = "auth0-mallory";

describe.each(databaseKinds)("collections repository on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function create(userId: string, name: string): Promise<Collection> {
    const outcome = await createCollection(handle.db, userId, { name, description: "" });
    if (outcome.status !== "ok") throw new Error(outcome.status);
    return outcome.collection;
  }

  it("creates a collection with the default folder at version 1", async () => {
    const collection = await create(alice, "Desk Setup");
    expect(collection).toMatchObject({ slug: "desk-setup", name: "Desk Setup", description: "", version: 1 });
    expect(collection.folders).toEqual([{ id: DEFAULT_FOLDER_ID, title: "Uncategorized Folder", items: [] }]);
  });

  it("gives the same name a numbered slug per user, and other users the plain one", async () => {
    const second = await create(alice, "Desk setup!");
    expect(second.slug).toBe("desk-setup-2");
    const theirs = await create(mallory, "Desk Setup");
    expect(theirs.slug).toBe("desk-setup");
  });

  it("lists only the owner's collections", async () => {
    const names = (await listCollections(handle.db, alice)).map((collection) => collection.slug);
    expect(names).toEqual(["desk-setup", "desk-setup-2"]);
    expect((await listCollections(handle.db, "auth0-nobody")).length).toBe(0);
  });

  it("finds a collection by slug and id only for its owner", async () => {
    const mine = await create(alice, "Private");
    expect((await getCollectionBySlug(handle.db, alice, "private"))?.id).toBe(mine.id);
    expect(await getCollectionBySlug(handle.db, mallory, "private")).toBeNull();
    expect(await getCollectionById(handle.db, mallory, mine.id)).toBeNull();
    expect(await getCollectionById(handle.db, alice, "not-a-uuid")).toBeNull();
  });

  it("refuses every write by another user as not found, and leaves the row untouched", async () => {
    const mine = await create(alice, "Untouchable");
    expect(await updateCollection(handle.db, mallory, mine.id, 1, { name: "Owned", description: "" })).toEqual({ status: "not-found" });
    const edit = (folders: Parameters<typeof createFolder>[0]) => createFolder(folders, { id: "x", title: "X" });
    expect(await editCollectionFolders(handle.db, mallory, mine.id, 1, edit)).toEqual({ status: "not-found" });
    expect(await editCollectionFolders(handle.db, mallory, mine.id, "latest", edit)).toEqual({ status: "not-found" });
    expect(await deleteCollection(handle.db, mallory, mine.id)).toEqual({ status: "not-found" });
    expect(await getCollectionById(handle.db, alice, mine.id)).toEqual(mine);
  });

  it("renames with a new slug, keeps the slug when only the description changes", async () => {
    const collection = await create(alice, "Old name");
    const renamed = await updateCollection(handle.db, alice, collection.id, 1, { name: "New name", description: "Line 1\nLine 2" });
    expect(renamed).toMatchObject({ status: "ok", collection: { slug: "new-name", name: "New name", description: "Line 1\nLine 2", version: 2 } });
    const described = await updateCollection(handle.db, alice, collection.id, 2, { name: "New Name", description: "" });
    expect(described).toMatchObject({ status: "ok", collection: { slug: "new-name", version: 3 } });
  });

  it("answers a write naming an old version with a conflict and the current version", async () => {
    const collection = await create(alice, "Two tabs");
    const first = await editCollectionFolders(handle.db, alice, collection.id, 1, (folders) => createFolder(folders, { id: "a", title: "From tab A" }));
    expect(first.status).toBe("ok");
    const stale = await editCollectionFolders(handle.db, alice, collection.id, 1, (folders) => createFolder(folders, { id: "b", title: "From tab B" }));
    expect(stale).toEqual({ status: "conflict", currentVersion: 2 });
    expect(await updateCollection(handle.db, alice, collection.id, 1, { name: "Stale", description: "" })).toEqual({ status: "conflict", currentVersion: 2 });
    expect(await deleteCollection(handle.db, alice, collection.id, 1)).toEqual({ status: "conflict", currentVersion: 2 });
    const current = await getCollectionById(handle.db, alice, collection.id);
    expect(current?.folders.map((folder) => folder.title)).toEqual(["Uncategorized Folder", "From tab A"]);
  });

  it("lets only one of two simultaneous writes of the same version win", async () => {
    const collection = await create(alice, "Race");
    const write = (id: string) => editCollectionFolders(handle.db, alice, collection.id, 1, (folders) => createFolder(folders, { id, title: id }));
    const outcomes = await Promise.all([write("left"), write("right")]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["conflict", "ok"]);
    expect((await getCollectionById(handle.db, alice, collection.id))?.version).toBe(2);
  });

  it("reports an edit the model refuses without writing", async () => {
    const collection = await create(alice, "Refused");
    const outcome = await editCollectionFolders(handle.db, alice, collection.id, 1, (folders) => addItem(folders, { folderId: "nope", item: { id: "i", type: "monitor", monitorId: 1 } }));
    expect(outcome).toEqual({ status: "invalid", error: "folder-not-found" });
    expect((await getCollectionById(handle.db, alice, collection.id))?.version).toBe(1);
  });

  it("undoes a removal on the latest version, even after another edit", async () => {
    const collection = await create(alice, "Undo");
    const added = await editCollectionFolders(handle.db, alice, collection.id, 1, (folders) => addItem(folders, { folderId: DEFAULT_FOLDER_ID, item: { id: "m1", type: "monitor", monitorId: 5 } }));
    expect(added).toMatchObject({ status: "ok", added: true });
    const removed = await editCollectionFolders(handle.db, alice, collection.id, 2, (folders) => removeItem(folders, { itemId: "m1" }));
    if (removed.status !== "ok") throw new Error(removed.status);
    await editCollectionFolders(handle.db, alice, collection.id, 3, (folders) => createFolder(folders, { id: "other", title: "Other tab" }));
    const restored = await editCollectionFolders(handle.db, alice, collection.id, "latest", (folders) => restoreItem(folders, removed.removed));
    expect(restored).toMatchObject({ status: "ok", collection: { version: 5 } });
    if (restored.status === "ok") expect(restored.collection.folders[0]?.items.map((item) => item.id)).toEqual(["m1"]);
  });

  it("deletes the owner's collection", async () => {
    const collection = await create(alice, "Short-lived");
    expect(await deleteCollection(handle.db, alice, collection.id, 1)).toEqual({ status: "ok" });
    expect(await getCollectionById(handle.db, alice, collection.id)).toBeNull();
    expect(await deleteCollection(handle.db, alice, collection.id)).toEqual({ status: "not-found" });
  });

  it("keeps the cap of collections when many creations race (page and data API at once)", async () => {
    const userId = "auth0-racing";
    await handle.db.insert(collections).values(
      Array.from({ length: MAX_COLLECTIONS_PER_USER - 5 }, (_, index) => ({ userId, slug: `filled-${index}`, name: `Filled ${index}`, folders: [] })),
    );
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => createCollection(handle.db, userId, { name: "Same name", description: "" })));
    expect(outcomes.filter((outcome) => outcome.status === "ok")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome.status === "too-many")).toHaveLength(15);
    const [row] = await handle.db.select({ value: count() }).from(collections).where(eq(collections.userId, userId));
    expect(row!.value).toBe(MAX_COLLECTIONS_PER_USER);
    const slugs = outcomes.flatMap((outcome) => (outcome.status === "ok" ? [outcome.collection.slug] : []));
    expect(new Set(slugs).size).toBe(5);
  });
});
