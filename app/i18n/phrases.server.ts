import { eq } from "drizzle-orm";
import { phrases } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { defaultLanguage, type LanguageCode } from "./languages";
import type { PhraseMap } from "./translate";

const cacheMilliseconds = 60_000;
const cache = new Map<LanguageCode, { loadedAt: number; phrases: PhraseMap }>();

async function readLanguage(language: LanguageCode): Promise<PhraseMap> {
  const db = await getDb();
  const rows = await db.select({ name: phrases.name, value: phrases.value }).from(phrases).where(eq(phrases.language, language));
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/** The phrases of a language from the database; a phrase it lacks falls back to en-us. */
export async function loadPhrases(language: LanguageCode): Promise<PhraseMap> {
  const cached = cache.get(language);
  if (cached && Date.now() - cached.loadedAt < cacheMilliseconds) return cached.phrases;
  const own = await readLanguage(language);
  const merged = language === defaultLanguage ? own : { ...(await readLanguage(defaultLanguage)), ...own };
  cache.set(language, { loadedAt: Date.now(), phrases: merged });
  return merged;
}
