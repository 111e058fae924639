import { eq } from "drizzle-orm";
import type { Database } from "#db/connect";
import { phrases } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { createCache } from "~/utils/cache";
import { defaultLanguage, type LanguageCode } from "./languages";
import type { PhraseMap } from "./translate";

async function readLanguage(db: Database, language: LanguageCode): Promise<PhraseMap> {
  const rows = await db.select({ name: phrases.name, value: phrases.value }).from(phrases).where(eq(phrases.language, language));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The phrases of a language as stored; a phrase the language lacks falls back to en-us. */
export async function readPhrases(db: Database, language: LanguageCode): Promise<PhraseMap> {
  const own = await readLanguage(db, language);
  return language === defaultLanguage ? own : { ...(await readLanguage(db, defaultLanguage)), ...own };
}

// Phrases change only when the seed runs; a minute's cache spares the database every request.
const cache = createCache<LanguageCode, PhraseMap>({ lifetimeMs: 60_000 });

export function loadPhrases(language: LanguageCode): Promise<PhraseMap> {
  return cache.get(language, async () => readPhrases(await getDb(), language));
}
