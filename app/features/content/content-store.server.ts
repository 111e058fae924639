import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#db/connect";
import { content } from "#db/schema";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { keptRows } from "~/utils/kept-rows.server";

export type ContentKey = {
  kind: string;
  site: SiteId | "all";
  language: LanguageCode;
  environment?: string;
};

/**
 * The data of one published content row. A site's own row wins over one shared by both sites
 * ("all"), so a site can override shared content. Content is written only by the seed, so a row
 * is kept a minute like the catalogue's (kept-rows.server.ts): the configurators read three
 * contents per answer.
 * Callers must not change what they get.
 */
export function readContent(db: Database, key: ContentKey): Promise<unknown> {
  return keptRows(db, `content ${key.kind} ${key.site} ${key.language} ${key.environment ?? "production"}`, () => readContentRow(db, key));
}

async function readContentRow(db: Database, key: ContentKey): Promise<unknown> {
  const sites = key.site === "all" ? ["all"] : [key.site, "all"];
  const rows = await db
    .select({ site: content.site, data: content.data })
    .from(content)
    .where(
      and(
        eq(content.kind, key.kind),
        inArray(content.site, sites),
        eq(content.language, key.language),
        eq(content.environment, key.environment ?? "production"),
        eq(content.published, true),
      ),
    );
  const own = rows.find((row) => row.site === key.site) ?? rows[0];
  return own?.data ?? null;
}
