import { z } from "zod";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { repeatedNames } from "~/utils/input-rules";
import { osVersionSlugs, scenarioSlugs } from "./catalogue";

/** Catalogue and device slugs: lowercase letters, digits and hyphens. */
const slug = z.string().trim().toLowerCase().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "devices.error.slug");

/**
 * The lookup's query (API and the GET form): device, OS version and scenario, optionally a
 * catalogue monitor. Messages are phrase keys, translated where the answer is written.
 */
export const recommendationQuerySchema = z.object({
  device: slug,
  os: z.enum(osVersionSlugs, { error: "devices.error.os" }),
  scenario: z.enum(scenarioSlugs, { error: "devices.error.scenario" }),
  monitor: z.preprocess((value) => (value === "" ? undefined : value), slug.optional()),
});
export type RecommendationQuery = z.infer<typeof recommendationQuerySchema>;

export type ParsedQuery =
  | { ok: true; query: RecommendationQuery }
  | { ok: false; issues: Array<{ field: string; key: PhraseKey }> };

const messageKeys = new Set<string>(["devices.error.slug", "devices.error.os", "devices.error.scenario"]);

/** The names the lookup reads (`site` by the API); none is a list. */
const readNames = new Set(["device", "os", "scenario", "monitor", "site"]);

/**
 * Reads the query string; a name it reads given twice, or a field missing, is a field error,
 * never an exception. Other names (a campaign tag on the page's address) are not its business.
 */
export function parseRecommendationQuery(params: URLSearchParams): ParsedQuery {
  const repeated = repeatedNames(params).filter((name) => readNames.has(name));
  if (repeated.length > 0) return { ok: false, issues: repeated.map((field) => ({ field, key: "api.error.repeated" })) };
  const raw = Object.fromEntries(["device", "os", "scenario", "monitor"].map((name) => [name, params.get(name) ?? undefined]));
  const parsed = recommendationQuerySchema.safeParse(raw);
  if (parsed.success) return { ok: true, query: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => {
      const field = String(issue.path[0] ?? "device");
      const key = messageKeys.has(issue.message) ? (issue.message as PhraseKey) : ("devices.error.missing" as PhraseKey);
      return { field, key };
    }),
  };
}
