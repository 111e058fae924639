import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { content } from "#db/schema";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";

const homeDataSchema = z.object({
  links: z.array(z.object({ id: z.string(), slug: z.string(), title: z.string() })).default([]),
});

/**
 * The use-case links of a site's home data (data.links). Content failures are logged and the
 * menu simply has no use cases, so a content problem never takes a page down.
 */
export async function loadUseCaseLinks(site: SiteId, language: LanguageCode) {
  try {
    const db = await getDb();
    const rows = await db
      .select({ data: content.data })
      .from(content)
      .where(
        and(
          eq(content.kind, "homepage"),
          inArray(content.site, [site, "all"]),
          eq(content.language, language),
          eq(content.environment, "production"),
          eq(content.published, true),
        ),
      )
      .limit(1);
    const parsed = homeDataSchema.safeParse(rows[0]?.data ?? {});
    return parsed.success ? parsed.data.links : [];
  } catch (error) {
    console.warn("Home content could not be loaded:", error);
    return [];
  }
}
