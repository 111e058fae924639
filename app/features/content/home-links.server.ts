import { z } from "zod";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { readContent } from "./content-store.server";

const linksSchema = z.object({
  links: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })).default([]),
});

/**
 * The use-case links of a site's home data (data.links), for the menu of every page. Content
 * failures are logged and the menu simply has no use cases, so a content problem never takes a
 * page down.
 */
export async function loadUseCaseLinks(site: SiteId, language: LanguageCode) {
  try {
    // readContent keeps the row a minute (content changes only when seeded), so the menu is not read per page.
    const data = await readContent(await getDb(), { kind: "homepage", site, language });
    const parsed = linksSchema.safeParse(data ?? {});
    return parsed.success ? parsed.data.links : [];
  } catch (error) {
    console.warn("Home content could not be loaded:", error);
    return [];
  }
}
