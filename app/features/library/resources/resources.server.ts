import { and, eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { content } from "#db/schema";
import type { LanguageCode } from "~/i18n/languages";
import type { ResourceCard } from "./select";
import { resourceSchema, type Resource } from "./vocabulary";

function resourceRows(db: Database, language: LanguageCode, slug?: string) {
  return db
    .select({ data: content.data })
    .from(content)
    .where(
      and(
        eq(content.kind, "resource"),
        eq(content.language, language),
        eq(content.environment, "production"),
        eq(content.published, true),
        slug === undefined ? undefined : eq(content.slug, slug),
      ),
    );
}

/** Rows that do not parse are skipped and logged: one bad item must not take the library down. */
function parseRows(rows: Array<{ data: unknown }>): Resource[] {
  return rows.flatMap(({ data }) => {
    const parsed = resourceSchema.safeParse(data);
    if (!parsed.success) console.warn("Skipping a resource that does not match the schema", parsed.error.issues[0]);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The whole library in one language, as cards (no body, no model table). */
export async function loadResourceCards(db: Database, language: LanguageCode): Promise<ResourceCard[]> {
  return parseRows(await resourceRows(db, language)).map(({ body: _body, models: _models, url: _url, path: _path, ...card }) => card);
}

export async function loadResource(db: Database, language: LanguageCode, slug: string): Promise<Resource | null> {
  return parseRows(await resourceRows(db, language, slug))[0] ?? null;
}
