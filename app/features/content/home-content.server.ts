import type { Database } from "#db/connect";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { readContent } from "./content-store.server";
import { homeDataSchema, type HomeData } from "./home-data";

/** A site's home data, or null when the row is missing or malformed. */
export async function readHomeData(db: Database, site: SiteId, language: LanguageCode): Promise<HomeData | null> {
  const data = await readContent(db, { kind: "homepage", site, language });
  const parsed = homeDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Runs a content read for a page block. A failure is logged and gives null, so the page
 * renders without that block instead of failing.
 */
export async function contentOrNull<T>(label: string, read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.warn(`Content "${label}" could not be loaded:`, error);
    return null;
  }
}
