import type { Route } from "./+types/api.phrases";
import { isSupportedLanguage, defaultLanguage } from "~/i18n/languages";
import { loadPhrases } from "~/i18n/phrases.server";

/** GET /{lang}/api/phrases → { phrases: [{ name, value }] }, unsupported codes answer in en-us. */
export async function loader({ params }: Route.LoaderArgs) {
  const requested = params.lang.toLowerCase();
  const language = isSupportedLanguage(requested) ? requested : defaultLanguage;
  const phrases = await loadPhrases(language);
  return Response.json(
    { language, phrases: Object.entries(phrases).map(([name, value]) => ({ name, value })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
