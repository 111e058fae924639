/**
 * The read-only APIs' answers before any query is read (input-rules), translated: a route's
 * loader asks `guardApi` first and its `action` is `refuseMethod`.
 */
import { defaultLanguage, isSupportedLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { apiPreflight, methodNotAllowed, repeatedNames } from "./input-rules";

/**
 * OPTIONS → 204 with Allow; `/xx-yy/api/…` → 404 (said in English: the address has no language of ours).
 * `null` for an address without a language segment (`/api/regions`): only OPTIONS is answered.
 */
export async function guardApi(request: Request, languageSegment: string | undefined | null): Promise<Response | undefined> {
  if (request.method !== "OPTIONS" && (languageSegment === null || isSupportedLanguage(languageSegment?.toLowerCase()))) return undefined;
  const t = await getTranslator(defaultLanguage);
  return apiPreflight(request, languageSegment, t("api.error.language"));
}

/** Any method but GET, HEAD and OPTIONS reaches a route's action: 405 with Allow, in the address's language. */
export async function refuseMethod(languageSegment: string | undefined): Promise<Response> {
  const language = languageSegment?.toLowerCase();
  const t = await getTranslator(isSupportedLanguage(language) ? language : defaultLanguage);
  return methodNotAllowed(t("api.error.method"));
}

/**
 * For an API whose query has no lists (the content APIs, the energy monitor search): a name it
 * reads given twice is a 400 `{ message, issues: [{ field, message }] }` naming each, in `language`
 * (an unsupported one is English); undefined when each is given once. Names it does not read (a
 * campaign tag) are not its business, as for the devices API.
 */
export async function refuseRepeated(request: Request, language: string | undefined, readNames: readonly string[]): Promise<Response | undefined> {
  const repeated = repeatedNames(new URL(request.url).searchParams).filter((name) => readNames.includes(name));
  if (repeated.length === 0) return undefined;
  const code = language?.toLowerCase();
  const t = await getTranslator(isSupportedLanguage(code) ? code : defaultLanguage);
  const issues = repeated.map((field) => ({ field, message: t("api.error.repeated") }));
  return Response.json({ message: t("api.error.query"), issues }, { status: 400 });
}
