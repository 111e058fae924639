import type { Database } from "#db/connect";
import { monitorLinksByIds, type MonitorLink } from "~/features/catalogue/index.server";
import type { Folder } from "./model";

export type { MonitorLink };

/** The product link of every monitor a collection holds; a model gone from the catalogue is absent. */
export async function monitorLinks(db: Database, folders: readonly Folder[]): Promise<Record<number, MonitorLink>> {
  const ids = [...new Set(folders.flatMap((folder) => folder.items.flatMap((item) => (item.type === "monitor" ? [item.monitorId] : []))))];
  if (ids.length === 0) return {};
  const rows = await monitorLinksByIds(db, ids);
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}

/**
 * The monitor ids of a folder list the catalogue does not have, in order, each once: such an id
 * was stored and then shown as nothing. (Named by id: the stored list may have gained the
 * default folder in front, so its places are not those the client sent.)
 */
export async function unknownMonitorIds(db: Database, folders: readonly Folder[]): Promise<number[]> {
  const known = await monitorLinks(db, folders);
  const ids = folders.flatMap((folder) => folder.items.flatMap((item) => (item.type === "monitor" && !known[item.monitorId] ? [item.monitorId] : [])));
  return [...new Set(ids)];
}
