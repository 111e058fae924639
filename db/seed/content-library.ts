import { and, asc, eq, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "../connect";
import { content, monitors } from "../schema";
import { librarySources, type LibrarySource } from "../seed-data/content/library/public-sources";
import { enUs } from "../../app/i18n/phrases/en-us";
import { zhCn } from "../../app/i18n/phrases/zh-cn";
import { seriesKeys } from "../../app/features/catalogue/series";
import { resourceSchema, type Resource, type SpecSheetModel } from "../../app/features/library/resources/vocabulary";

export const resourceKind = "resource";
const languages = ["en-us", "zh-cn"] as const;
type Language = (typeof languages)[number];
const workSeries = new Set(["ultrasharp", "premiercolor", "p", "e", "c", "interactive"]);

function fromSource(source: LibrarySource, language: Language): Resource {
  const { en, zh, ...facts } = source;
  const text = language === "zh-cn" ? zh : en;
  return resourceSchema.parse({ ...facts, ...text, models: [] });
}

type SeriesRow = SpecSheetModel & { series: string; date: string | null };

/** One spec sheet per series: the catalogue's own models and figures, nothing added. */
function specSheet(series: string, rows: SeriesRow[], language: Language): Resource {
  const phraseKey = `series.${series}` as keyof typeof enUs;
  const name = (language === "zh-cn" ? zhCn : enUs)[phraseKey];
  const dates = rows.map((row) => row.date).filter((date): date is string => date !== null).sort();
  const newest = dates.at(-1) ?? null;
  const count = rows.length;
  const text =
    language === "zh-cn"
      ? {
          title: `${name}规格表`,
          summary: `目录中 ${name}全部 ${count} 款型号的尺寸、分辨率、刷新率、面板类型和开机功耗。`,
          body: ["数据来自 ENERGY STAR 认证清单和零售规格清单；来源未提供的数值显示为“—”。"],
        }
      : {
          title: `${name} spec sheet`,
          summary: `Size, resolution, refresh rate, panel type and on-mode power of all ${count} ${name} models in the catalogue.`,
          body: ["Figures come from the ENERGY STAR listings and the retail spec list; a value no source gives is shown as “—”."],
        };
  return resourceSchema.parse({
    slug: `spec-sheet-${series}`,
    ...text,
    date: newest,
    url: null,
    path: null,
    publisher: "Monitor Chooser catalogue",
    research: "product-data",
    media: "spec-sheet",
    market: workSeries.has(series) ? "work" : "home",
    languages: ["en", "zh"],
    categories: ["catalogue"],
    models: rows.map(({ series: _series, date: _date, ...model }) => model),
  });
}

async function catalogueBySeries(db: Database): Promise<Map<string, SeriesRow[]>> {
  const rows = await db
    .select({
      series: sql<string>`${monitors.series}`,
      model: monitors.model,
      slug: monitors.slug,
      sizeInches: monitors.sizeInches,
      width: monitors.resolutionWidth,
      height: monitors.resolutionHeight,
      refreshRateHz: monitors.refreshRateHz,
      panelType: monitors.panelType,
      powerOnWatts: monitors.powerOnWatts,
      date: sql<string | null>`to_char(coalesce(${monitors.releasedOn}, ${monitors.certifiedOn}), 'YYYY-MM-DD')`,
    })
    .from(monitors)
    .where(and(isNotNull(monitors.series), sql`cardinality(${monitors.sites}) > 0`))
    .orderBy(asc(monitors.sizeInches), sql`${monitors.model} collate "C"`);
  const bySeries = new Map<string, SeriesRow[]>();
  for (const { width, height, ...row } of rows) {
    const entry = { ...row, resolution: width && height ? `${width} × ${height}` : null };
    bySeries.set(row.series, [...(bySeries.get(row.series) ?? []), entry]);
  }
  return bySeries;
}

/** Every resource in both languages: the listed sources, then a spec sheet per series with models. */
export async function buildLibrary(db: Database): Promise<Array<{ language: Language; resource: Resource }>> {
  const bySeries = await catalogueBySeries(db);
  return languages.flatMap((language) => [
    ...librarySources.map((source) => ({ language, resource: fromSource(source, language) })),
    ...seriesKeys.flatMap((series) => {
      const rows = bySeries.get(series) ?? [];
      return rows.length > 0 ? [{ language, resource: specSheet(series, rows, language) }] : [];
    }),
  ]);
}

/**
 * Imports the resource library as content rows (kind "resource", both sites, production).
 * Idempotent: rows are upserted by their identity and resources no longer in the library removed.
 */
export async function seedContentLibrary(db: Database): Promise<{ resources: number }> {
  const library = await buildLibrary(db);
  await db
    .insert(content)
    .values(library.map(({ language, resource }) => ({ kind: resourceKind, site: "all", language, environment: "production", slug: resource.slug, data: resource, published: true })))
    .onConflictDoUpdate({
      target: [content.kind, content.site, content.language, content.environment, content.slug],
      set: { data: sql`excluded.data`, published: true, updatedAt: sql`now()` },
    });
  const slugs = [...new Set(library.map(({ resource }) => resource.slug))];
  await db.delete(content).where(and(eq(content.kind, resourceKind), notInArray(content.slug, slugs)));
  return { resources: slugs.length };
}
