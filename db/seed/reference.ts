import { sql } from "drizzle-orm";
import type { Database } from "../connect";
import { languages, phrases, sites } from "../schema";
import { supportedLanguages } from "../../app/i18n/languages";
import { enUs } from "../../app/i18n/phrases/en-us";
import { zhCn } from "../../app/i18n/phrases/zh-cn";

const catalogues: Record<string, Record<string, string>> = { "en-us": enUs, "zh-cn": zhCn };

export const siteSeed = [
  { id: "work", pathPrefix: "", series: ["ultrasharp", "premiercolor", "p", "e", "c", "interactive"], sort: 0 },
  { id: "home", pathPrefix: "for-home", series: ["s", "se", "g", "alienware"], sort: 1 },
];

/** Languages, sites and phrases: small, so they are upserted on every start to follow the code. */
export async function seedReferenceData(db: Database): Promise<{ phrases: number }> {
  await db
    .insert(languages)
    .values(supportedLanguages.map((language, index) => ({ code: language.code, name: language.name, sort: index })))
    .onConflictDoUpdate({ target: languages.code, set: { name: sql`excluded.name`, sort: sql`excluded.sort` } });
  await db
    .insert(sites)
    .values(siteSeed)
    .onConflictDoUpdate({
      target: sites.id,
      set: { pathPrefix: sql`excluded.path_prefix`, series: sql`excluded.series`, sort: sql`excluded.sort` },
    });
  const rows = Object.entries(catalogues).flatMap(([language, catalogue]) =>
    Object.entries(catalogue).map(([name, value]) => ({ language, name, value })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(phrases)
      .values(rows.slice(start, start + 500))
      .onConflictDoUpdate({ target: [phrases.language, phrases.name], set: { value: sql`excluded.value` } });
  }
  return { phrases: rows.length };
}
