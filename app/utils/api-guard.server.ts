/**
 * The read-only APIs' answers before any query is read (input-rules), translated: a route's
 * loader asks `guardApi` first and its `action` is `refuseMethod`.
 */
import { defaultLanguage, isSupportedLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { apiPreflight, methodNotAllowed } from "./input-rules";

/** OPTIONS → 204 with Allow; `/xx-yy/api/…` → 404 (said in English: the address has no language of ours). */
export async function guardApi(request: Request, languageSegment: string | undefined): Promise<Response | undefined> {
  if (request.method !== "OPTIONS" && isSupportedLanguage(languageSegment?.toLowerCase())) return undefined;
  const t = await getTranslator(defaultLanguage);
  return apiPreflight(request, languageSegment, t("api.error.language"));
}

/** Any method but GET, HEAD and OPTIONS reaches a route's action: 405 with Allow, in the address's language. */
export async function refuseMethod(languageSegment: string | undefined): Promise<Response> {
  const language = languageSegment?.toLowerCase();
  const t = await getTranslator(isSupportedLanguage(language) ? language : defaultLanguage);
  return methodNotAllowed(t("api.error.method"));
}
