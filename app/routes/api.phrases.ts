import type { Route } from "./+types/api.phrases";
import { defaultLanguage, isSupportedLanguage } from "~/i18n/languages";
import { loadPhrases } from "~/i18n/phrases.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";

/** GET /{lang}/api/phrases → { language, phrases: [{ name, value }] }; a language the site does not have is 404 (input-rules). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = await guardApi(request, params.lang);
  if (refused) return refused;
  const requested = params.lang.toLowerCase();
  // Always supported here (guardApi); the fallback only narrows the type.
  const language = isSupportedLanguage(requested) ? requested : defaultLanguage;
  const phrases = await loadPhrases(language);
  return Response.json(
    { language, phrases: Object.entries(phrases).map(([name, value]) => ({ name, value })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
