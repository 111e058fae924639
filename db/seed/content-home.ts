import { sql } from "drizzle-orm";
import type { Database } from "../connect";
import { content } from "../schema";
import {
  featuredBannersSchema,
  homeDataSchema,
  peripheralsSchema,
  regionsSchema,
} from "../../app/features/content/home-data";
import homeEnUs from "../seed-data/content/home/home/en-us";
import homeZhCn from "../seed-data/content/home/home/zh-cn";
import { peripheralsIn } from "../seed-data/content/home/shared/peripherals";
import { regionsIn } from "../seed-data/content/home/shared/regions";
import workEnUs from "../seed-data/content/home/work/en-us";
import workZhCn from "../seed-data/content/home/work/zh-cn";

type ContentRow = typeof content.$inferInsert;

const siteFiles = [
  { site: "work", language: "en-us", file: workEnUs },
  { site: "work", language: "zh-cn", file: workZhCn },
  { site: "home", language: "en-us", file: homeEnUs },
  { site: "home", language: "zh-cn", file: homeZhCn },
] as const;

/**
 * Every row the content files define. Parsing here means a broken content file fails the
 * import (and its test) instead of reaching a page.
 */
export function homeContentRows(): ContentRow[] {
  const rows: ContentRow[] = siteFiles.flatMap(({ site, language, file }) => [
    { kind: "homepage", site, language, slug: "homepage", data: homeDataSchema.parse(file.homepage) },
    {
      kind: "featured-banners",
      site,
      language,
      slug: "featured-banners",
      data: featuredBannersSchema.parse({ featured_banners: { banners: file.banners } }),
    },
  ]);
  // Regions and peripherals are the same for both sites: one copy per language serves both.
  for (const language of ["en-us", "zh-cn"] as const) {
    rows.push(
      { kind: "regions", site: "all", language, slug: "regions", data: regionsSchema.parse(regionsIn(language)) },
      { kind: "meeting-space-config-peripheral", site: "all", language, slug: "peripherals", data: peripheralsSchema.parse(peripheralsIn("meetingSpace", language)) },
      { kind: "workspace-config-peripheral", site: "all", language, slug: "peripherals", data: peripheralsSchema.parse(peripheralsIn("workspace", language)) },
    );
  }
  return rows.map((row) => ({ environment: "production", published: true, ...row }));
}

/** Upserts the home content on the content table's identity; running it twice changes nothing more. */
export async function seedHomeContent(db: Database): Promise<{ content: number }> {
  const rows = homeContentRows();
  await db
    .insert(content)
    .values(rows)
    .onConflictDoUpdate({
      target: [content.kind, content.site, content.language, content.environment, content.slug],
      set: { data: sql`excluded.data`, published: sql`excluded.published`, updatedAt: sql`now()` },
    });
  return { content: rows.length };
}
