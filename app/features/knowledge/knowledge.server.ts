import { and, eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { content } from "#db/schema";
import type { MonitorCard } from "~/features/catalogue/index.server";
import { searchCatalogue } from "~/features/catalogue/index.server";
import { emptyCatalogueQuery, type CatalogueQuery } from "~/features/catalogue";
import { glossaryTermSchema, guideSchema, type GlossaryTerm, type Guide, type GuideMonitorQuery } from "./content-schema";
import type { LinkableTerm } from "./first-mention";
import { collatorOf } from "~/utils/intl";

function published(kind: "guide" | "definition", language: string) {
  return and(
    eq(content.kind, kind),
    eq(content.site, "all"),
    eq(content.environment, "production"),
    eq(content.published, true),
    eq(content.language, language),
  );
}

/** One guide in one language, or null; a row that no longer fits the schema is logged and skipped. */
export async function getGuide(db: Database, language: string, slug: string): Promise<Guide | null> {
  const [row] = await db.select({ data: content.data }).from(content).where(and(published("guide", language), eq(content.slug, slug)));
  if (!row) return null;
  const parsed = guideSchema.safeParse(row.data);
  if (!parsed.success) {
    console.warn(`knowledge: guide ${language}/${slug} does not match the schema`, parsed.error.message);
    return null;
  }
  return parsed.data;
}

/** Every glossary term of a language, in the language's alphabetical order. */
export async function getGlossary(db: Database, language: string, locale: string): Promise<GlossaryTerm[]> {
  const rows = await db.select({ data: content.data }).from(content).where(published("definition", language));
  const collator = collatorOf(locale, { sensitivity: "base" });
  return rows
    .flatMap((row) => {
      const parsed = glossaryTermSchema.safeParse(row.data);
      return parsed.success ? [parsed.data] : [];
    })
    .sort((a, b) => collator.compare(a.term, b.term));
}

/** What first-mention linking needs of each term: spellings and the tooltip text only. */
export async function getGlossaryLinks(db: Database, language: string): Promise<LinkableTerm[]> {
  const terms = await getGlossary(db, language, language);
  return terms.map(({ slug, term, aliases, summary }) => ({ slug, term, aliases, summary }));
}

export function guideCatalogueQuery(query: GuideMonitorQuery): CatalogueQuery {
  return { ...emptyCatalogueQuery, search: query.search, filters: query.filters };
}

/** The guide's monitors: its catalogue query run on the visitor's site, never a fixed list. */
export async function getGuideMonitors(
  db: Database,
  site: "work" | "home",
  query: GuideMonitorQuery,
): Promise<{ items: MonitorCard[]; total: number }> {
  const result = await searchCatalogue(db, { site, query: guideCatalogueQuery(query) });
  return { items: result.items.slice(0, query.limit), total: result.total };
}
