import { describe, expect, it } from "vitest";
import {
  addItem,
  createFolder,
  DEFAULT_FOLDER_ID,
  defaultFolder,
  deleteFolder,
  limits,
  moveItem,
  normalizeFolders,
  removeItem,
  renameFolder,
  restoreItem,
  type CollectionItem,
  type Folder,
} from "./model";

const monitor = (id: string, monitorId: number): CollectionItem => ({ id, type: "monitor", monitorId });
const bookmark = (id: string, urlTitle: string): CollectionItem => ({
  id,
  type: "bookmark",
  urlTitle,
  title: `Page ${urlTitle}`,
  description: "",
  genre: "use-case",
  target: "_self",
});

/** Default folder with monitors 11 and 12; "Desk" with a bookmark. */
function sample(): Folder[] {
  return [
    { ...defaultFolder(), items: [monitor("a", 11), monitor("b", 12)] },
    { id: "desk", title: "Desk", items: [bookmark("c", "/use-case/desk")] },
  ];
}

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

const ids = (folder: Folder | undefined) => folder?.items.map((item) => item.id);

describe("normalizeFolders", () => {
  it("puts the default folder first and adds it when missing", () => {
    expect(normalizeFolders([]).map((folder) => folder.title)).toEqual(["Uncategorized Folder"]);
    const [first, second] = normalizeFolders([{ id: "desk", title: "Desk", items: [] }, defaultFolder()]);
    expect([first?.id, second?.id]).toEqual([DEFAULT_FOLDER_ID, "desk"]);
  });
});

describe("folders", () => {
  it("creates a folder at the end", () => {
    const result = ok(createFolder(sample(), { id: "home", title: "  Home office " }));
    expect(result.folders.map((folder) => folder.title)).toEqual(["Uncategorized Folder", "Desk", "Home office"]);
  });

  it("refuses a second folder of the same title, whatever the case", () => {
    expect(createFolder(sample(), { id: "x", title: "desk" })).toEqual({ ok: false, error: "folder-title-taken" });
  });

  it("stops at the folder limit", () => {
    const many = Array.from({ length: limits.folders }, (_, index) => ({ id: `f${index}`, title: `F${index}`, items: [] }));
    expect(createFolder(many, { id: "one-more", title: "One more" })).toEqual({ ok: false, error: "too-many-folders" });
  });

  it("renames a folder but never the default one", () => {
    expect(ok(renameFolder(sample(), { folderId: "desk", title: "Desk setup" })).folders[1]?.title).toBe("Desk setup");
    expect(renameFolder(sample(), { folderId: DEFAULT_FOLDER_ID, title: "Misc" })).toEqual({ ok: false, error: "default-folder" });
    expect(renameFolder(sample(), { folderId: "nope", title: "Misc" })).toEqual({ ok: false, error: "folder-not-found" });
    expect(renameFolder(sample(), { folderId: "desk", title: "uncategorized folder" })).toEqual({ ok: false, error: "folder-title-taken" });
  });

  it("deletes a folder and keeps its items in the default folder", () => {
    const result = ok(deleteFolder(sample(), { folderId: "desk" }));
    expect(result.folders).toHaveLength(1);
    expect(ids(result.folders[0])).toEqual(["a", "b", "c"]);
  });

  it("drops a deleted folder's item when the default folder already has the same target", () => {
    const folders = sample();
    folders[1]!.items.push(monitor("d", 11));
    const result = ok(deleteFolder(folders, { folderId: "desk" }));
    expect(ids(result.folders[0])).toEqual(["a", "b", "c"]);
  });

  it("never deletes the default folder", () => {
    expect(deleteFolder(sample(), { folderId: DEFAULT_FOLDER_ID })).toEqual({ ok: false, error: "default-folder" });
  });
});

describe("items", () => {
  it("adds a monitor to a folder", () => {
    const result = ok(addItem(sample(), { folderId: "desk", item: monitor("n", 99) }));
    expect(result.added).toBe(true);
    expect(ids(result.folders[1])).toEqual(["c", "n"]);
  });

  it("does not add the same monitor or page to one folder twice", () => {
    const again = ok(addItem(sample(), { folderId: DEFAULT_FOLDER_ID, item: monitor("n", 12) }));
    expect(again.added).toBe(false);
    expect(again.item.id).toBe("b");
    expect(ids(again.folders[0])).toEqual(["a", "b"]);
    const page = ok(addItem(sample(), { folderId: "desk", item: bookmark("m", "/use-case/desk") }));
    expect(page.added).toBe(false);
  });

  it("allows the same monitor in two different folders", () => {
    const result = ok(addItem(sample(), { folderId: "desk", item: monitor("n", 11) }));
    expect(result.added).toBe(true);
  });

  it("refuses an unknown folder and a full collection", () => {
    expect(addItem(sample(), { folderId: "nope", item: monitor("n", 1) })).toEqual({ ok: false, error: "folder-not-found" });
    const full: Folder[] = [{ ...defaultFolder(), items: Array.from({ length: limits.items }, (_, index) => monitor(`m${index}`, index + 1)) }];
    expect(addItem(full, { folderId: DEFAULT_FOLDER_ID, item: monitor("n", 100_000) })).toEqual({ ok: false, error: "too-many-items" });
  });

  it("moves an item to the end of another folder", () => {
    const result = ok(moveItem(sample(), { itemId: "a", toFolderId: "desk" }));
    expect(ids(result.folders[0])).toEqual(["b"]);
    expect(ids(result.folders[1])).toEqual(["c", "a"]);
  });

  it("merges a moved item into a copy of the same target", () => {
    const folders = sample();
    folders[1]!.items.push(monitor("d", 11));
    const result = ok(moveItem(folders, { itemId: "a", toFolderId: "desk" }));
    expect(ids(result.folders[0])).toEqual(["b"]);
    expect(ids(result.folders[1])).toEqual(["c", "d"]);
  });

  it("leaves a move within the same folder as it is and reports unknown ids", () => {
    expect(ok(moveItem(sample(), { itemId: "a", toFolderId: DEFAULT_FOLDER_ID })).folders).toEqual(sample());
    expect(moveItem(sample(), { itemId: "zz", toFolderId: "desk" })).toEqual({ ok: false, error: "item-not-found" });
    expect(moveItem(sample(), { itemId: "a", toFolderId: "zz" })).toEqual({ ok: false, error: "folder-not-found" });
  });

  it("removes an item and says where it was", () => {
    const result = ok(removeItem(sample(), { itemId: "b" }));
    expect(ids(result.folders[0])).toEqual(["a"]);
    expect(result.removed).toEqual({ folderId: DEFAULT_FOLDER_ID, index: 1, item: monitor("b", 12) });
    expect(removeItem(sample(), { itemId: "zz" })).toEqual({ ok: false, error: "item-not-found" });
  });
});

describe("restoreItem (undo of a removal)", () => {
  it("puts the item back at its place", () => {
    const removed = ok(removeItem(sample(), { itemId: "a" }));
    const restored = ok(restoreItem(removed.folders, removed.removed));
    expect(restored.folders).toEqual(sample());
  });

  it("is harmless when applied twice", () => {
    const removed = ok(removeItem(sample(), { itemId: "a" }));
    const once = ok(restoreItem(removed.folders, removed.removed));
    expect(ok(restoreItem(once.folders, removed.removed)).folders).toEqual(sample());
  });

  it("falls back to the default folder when the folder was deleted meanwhile", () => {
    const removed = ok(removeItem(sample(), { itemId: "c" }));
    const withoutDesk = ok(deleteFolder(removed.folders, { folderId: "desk" }));
    const restored = ok(restoreItem(withoutDesk.folders, removed.removed));
    expect(ids(restored.folders[0])).toEqual(["a", "b", "c"]);
  });

  it("clamps the position to the folder's current length", () => {
    const removed = ok(removeItem(sample(), { itemId: "b" }));
    const shorter = ok(removeItem(removed.folders, { itemId: "a" }));
    expect(ids(ok(restoreItem(shorter.folders, removed.removed)).folders[0])).toEqual(["b"]);
  });

  it("does not restore a copy when the same target was added again meanwhile", () => {
    const removed = ok(removeItem(sample(), { itemId: "b" }));
    const readded = ok(addItem(removed.folders, { folderId: DEFAULT_FOLDER_ID, item: monitor("b2", 12) }));
    expect(ids(ok(restoreItem(readded.folders, removed.removed)).folders[0])).toEqual(["a", "b2"]);
  });
});
