import { inArray } from "drizzle-orm";
import type { Database } from "#db/connect";
import { monitors } from "#db/schema";
import type { Folder } from "./model";

export type MonitorLink = { id: number; slug: string; title: string };

/** The product link of every monitor a collection holds; a model gone from the catalogue is absent. */
export async function monitorLinks(db: Database, folders: readonly Folder[]): Promise<Record<number, MonitorLink>> {
  const ids = [...new Set(folders.flatMap((folder) => folder.items.flatMap((item) => (item.type === "monitor" ? [item.monitorId] : []))))];
  if (ids.length === 0) return {};
  const rows = await db.select({ id: monitors.id, slug: monitors.slug, title: monitors.title }).from(monitors).where(inArray(monitors.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row]));
}
