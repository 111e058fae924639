/**
 * A collection's folders and items as one document, and every edit of it as a pure function.
 * The repository reads the document, applies one of these and writes it back under the version
 * check, so the rules live here once and are unit-tested without a database.
 */

export const DEFAULT_FOLDER_ID = "uncategorized";
/** The spec's name of the folder every collection starts with (shown translated). */
export const DEFAULT_FOLDER_TITLE = "Uncategorized Folder";

export const limits = {
  nameLength: 120,
  descriptionLength: 2000,
  folderTitleLength: 120,
  /** A saved calculator entry's name. */
  entryNameLength: 120,
  folders: 50,
  items: 500,
} as const;

export type MonitorItem = { id: string; type: "monitor"; monitorId: number };
export type BookmarkItem = {
  id: string;
  type: "bookmark";
  /** A site page path without language or site prefix, e.g. "/use-case/hybrid-work". */
  urlTitle: string;
  title: string;
  description: string;
  genre: string;
  target: "_self" | "_blank";
};
export type CollectionItem = MonitorItem | BookmarkItem;
export type Folder = { id: string; title: string; items: CollectionItem[] };

export type EditError =
  | "folder-not-found"
  | "item-not-found"
  | "folder-title-taken"
  | "default-folder"
  | "too-many-folders"
  | "too-many-items";
export type EditResult<Extra = object> = ({ ok: true; folders: Folder[] } & Extra) | { ok: false; error: EditError };

export function defaultFolder(): Folder {
  return { id: DEFAULT_FOLDER_ID, title: DEFAULT_FOLDER_TITLE, items: [] };
}

/** Folders as stored or sent: the default folder first (added when missing). */
export function normalizeFolders(folders: readonly Folder[]): Folder[] {
  const existing = folders.find((folder) => folder.id === DEFAULT_FOLDER_ID);
  const others = folders.filter((folder) => folder.id !== DEFAULT_FOLDER_ID);
  return [existing ?? defaultFolder(), ...others];
}

export function itemCount(folders: readonly Folder[]): number {
  return folders.reduce((total, folder) => total + folder.items.length, 0);
}

/** Two items are the same thing when they point at the same monitor or the same page. */
export function sameTarget(a: CollectionItem, b: CollectionItem): boolean {
  if (a.type === "monitor" && b.type === "monitor") return a.monitorId === b.monitorId;
  if (a.type === "bookmark" && b.type === "bookmark") return a.urlTitle === b.urlTitle;
  return false;
}

const titleKey = (title: string) => title.trim().toLocaleLowerCase();

export function createFolder(folders: readonly Folder[], input: { id: string; title: string }): EditResult {
  if (folders.length >= limits.folders) return { ok: false, error: "too-many-folders" };
  if (folders.some((folder) => titleKey(folder.title) === titleKey(input.title))) return { ok: false, error: "folder-title-taken" };
  return { ok: true, folders: [...folders, { id: input.id, title: input.title.trim(), items: [] }] };
}

export function renameFolder(folders: readonly Folder[], input: { folderId: string; title: string }): EditResult {
  if (input.folderId === DEFAULT_FOLDER_ID) return { ok: false, error: "default-folder" };
  if (!folders.some((folder) => folder.id === input.folderId)) return { ok: false, error: "folder-not-found" };
  const taken = folders.some((folder) => folder.id !== input.folderId && titleKey(folder.title) === titleKey(input.title));
  if (taken) return { ok: false, error: "folder-title-taken" };
  return {
    ok: true,
    folders: folders.map((folder) => (folder.id === input.folderId ? { ...folder, title: input.title.trim() } : folder)),
  };
}

/** Deleting a folder keeps its items: they move to the default folder, so nothing is lost. */
export function deleteFolder(folders: readonly Folder[], input: { folderId: string }): EditResult {
  if (input.folderId === DEFAULT_FOLDER_ID) return { ok: false, error: "default-folder" };
  const doomed = folders.find((folder) => folder.id === input.folderId);
  if (!doomed) return { ok: false, error: "folder-not-found" };
  const kept = normalizeFolders(folders.filter((folder) => folder.id !== input.folderId));
  return {
    ok: true,
    folders: kept.map((folder) => (folder.id === DEFAULT_FOLDER_ID ? mergeItems(folder, doomed.items) : folder)),
  };
}

function mergeItems(folder: Folder, incoming: readonly CollectionItem[]): Folder {
  const fresh = incoming.filter((item) => !folder.items.some((existing) => sameTarget(existing, item)));
  return { ...folder, items: [...folder.items, ...fresh] };
}

/**
 * Adds an item to a folder. The same monitor or page already in that folder is not added twice;
 * the answer then carries the existing item (`added: false`) so the caller can still say "added".
 */
export function addItem(
  folders: readonly Folder[],
  input: { folderId: string; item: CollectionItem },
): EditResult<{ added: boolean; item: CollectionItem }> {
  const folder = folders.find((candidate) => candidate.id === input.folderId);
  if (!folder) return { ok: false, error: "folder-not-found" };
  const existing = folder.items.find((item) => sameTarget(item, input.item));
  if (existing) return { ok: true, folders: [...folders], added: false, item: existing };
  if (itemCount(folders) >= limits.items) return { ok: false, error: "too-many-items" };
  return {
    ok: true,
    added: true,
    item: input.item,
    folders: folders.map((candidate) => (candidate.id === input.folderId ? { ...candidate, items: [...candidate.items, input.item] } : candidate)),
  };
}

type ItemPlace = { folderId: string; index: number; item: CollectionItem };

export function findItem(folders: readonly Folder[], itemId: string): ItemPlace | undefined {
  for (const folder of folders) {
    const index = folder.items.findIndex((item) => item.id === itemId);
    const item = folder.items[index];
    if (item) return { folderId: folder.id, index, item };
  }
  return undefined;
}

/** Moves an item to the end of another folder; a copy of the same target there absorbs it. */
export function moveItem(folders: readonly Folder[], input: { itemId: string; toFolderId: string }): EditResult {
  const place = findItem(folders, input.itemId);
  if (!place) return { ok: false, error: "item-not-found" };
  const target = folders.find((folder) => folder.id === input.toFolderId);
  if (!target) return { ok: false, error: "folder-not-found" };
  if (place.folderId === input.toFolderId) return { ok: true, folders: [...folders] };
  const duplicate = target.items.some((item) => sameTarget(item, place.item));
  return {
    ok: true,
    folders: folders.map((folder) => {
      if (folder.id === place.folderId) return { ...folder, items: folder.items.filter((item) => item.id !== input.itemId) };
      if (folder.id === input.toFolderId && !duplicate) return { ...folder, items: [...folder.items, place.item] };
      return folder;
    }),
  };
}

/** Removes an item and says where it was, which is everything an undo needs. */
export function removeItem(folders: readonly Folder[], input: { itemId: string }): EditResult<{ removed: ItemPlace }> {
  const place = findItem(folders, input.itemId);
  if (!place) return { ok: false, error: "item-not-found" };
  return {
    ok: true,
    removed: place,
    folders: folders.map((folder) =>
      folder.id === place.folderId ? { ...folder, items: folder.items.filter((item) => item.id !== input.itemId) } : folder,
    ),
  };
}

/**
 * Undo of a removal: puts the item back where it was. It commutes with other edits (the folder
 * may be gone — then the end of the default folder takes it; the item may be back already —
 * then nothing changes), so it can be applied to whatever version is current.
 */
export function restoreItem(folders: readonly Folder[], input: ItemPlace): EditResult {
  if (findItem(folders, input.item.id)) return { ok: true, folders: [...folders] };
  const normalized = normalizeFolders(folders);
  const folderId = normalized.some((folder) => folder.id === input.folderId) ? input.folderId : DEFAULT_FOLDER_ID;
  const folder = normalized.find((candidate) => candidate.id === folderId)!;
  if (folder.items.some((item) => sameTarget(item, input.item))) return { ok: true, folders: normalized };
  if (itemCount(normalized) >= limits.items) return { ok: false, error: "too-many-items" };
  // In a different folder the old position means nothing: the item goes to the end.
  const index = folderId === input.folderId ? Math.min(Math.max(0, input.index), folder.items.length) : folder.items.length;
  return {
    ok: true,
    folders: normalized.map((candidate) =>
      candidate.id === folderId ? { ...candidate, items: [...candidate.items.slice(0, index), input.item, ...candidate.items.slice(index)] } : candidate,
    ),
  };
}
