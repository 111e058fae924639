import { getLanguage, type LanguageCode } from "./languages";
import { loadPhrases } from "./phrases.server";
import { createTranslator, type Translate } from "./translate";

/** A translator for loaders (page titles, meta descriptions) from the database phrases. */
export async function getTranslator(language: LanguageCode): Promise<Translate> {
  return createTranslator(await loadPhrases(language), getLanguage(language).locale);
}
