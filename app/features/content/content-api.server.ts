import type { z } from "zod";
import { isSupportedLanguage, type LanguageCode } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { readContent, type ContentKey } from "./content-store.server";

export const environments = ["production", "staging"] as const;

/** An unsupported language code falls back to English, as page routes do. */
export function apiLanguage(value: string | undefined): LanguageCode {
  return isSupportedLanguage(value) ? value : "en-us";
}

/**
 * The language of content shared by both sites: `/{lang}/api/regions`, or `/api/regions?lang=zh-cn`
 * for integrations that call the spec's unprefixed address; English when neither names one.
 */
export function sharedContentLanguage(request: Request, params: { lang?: string }): LanguageCode {
  return apiLanguage((params.lang ?? new URL(request.url).searchParams.get("lang") ?? undefined)?.toLowerCase());
}

/** ?site=home picks the Home site; anything else is Work, the default site. */
export function apiSite(request: Request): "work" | "home" {
  return new URL(request.url).searchParams.get("site") === "home" ? "home" : "work";
}

/**
 * `{ data }` of one content row, validated by its schema; 404 when there is none, 503 (logged)
 * when the database fails, so integrations can tell "nothing" from "not now".
 */
export async function contentResponse(key: ContentKey, schema: z.ZodType): Promise<Response> {
  // In the content's language, as every other answer of an API under /{lang}/.
  const t = await getTranslator(key.language);
  if (!(environments as readonly string[]).includes(key.environment ?? "production")) {
    return Response.json({ message: t("api.error.environment", { environments: environments.join(", ") }) }, { status: 404 });
  }
  try {
    const parsed = schema.safeParse(await readContent(await getDb(), key));
    if (!parsed.success) return Response.json({ message: t("api.error.noContent") }, { status: 404 });
    return Response.json({ data: parsed.data }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    console.warn(`Content API "${key.kind}" failed:`, error);
    return Response.json({ message: t("api.error.contentUnavailable") }, { status: 503 });
  }
}
