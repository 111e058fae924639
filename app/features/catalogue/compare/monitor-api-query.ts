import { z } from "zod";
import type { SiteId } from "~/i18n/paths";
import { repeatedNames } from "~/utils/input-rules";
import { MAX_COMPARED, MODEL_TOKEN } from "./selection";

export type MonitorApiQuery =
  | { kind: "models"; models: string[] }
  | { kind: "ids"; ids: number[] }
  | { kind: "search"; text: string; site: SiteId };

/** Why a query was refused, for the message in the address's language (the phrases `api.monitors.<reason>`). */
export type MonitorApiRefusal = "oneOf" | "repeated" | "models" | "ids" | "search";

export type MonitorApiQueryResult =
  | { ok: true; query: MonitorApiQuery }
  | { ok: false; reason: MonitorApiRefusal; message: string; issues: string[]; names?: string };

export const SEARCH_MAX_LENGTH = 100;

const modelsSchema = z
  .string()
  .max(200)
  .transform((text) => text.split("-"))
  .pipe(
    z
      .array(z.string().regex(MODEL_TOKEN, "a model is 2 to 20 letters and digits"))
      .min(1)
      .max(MAX_COMPARED, `at most ${MAX_COMPARED} models`)
      .refine((models) => new Set(models.map((model) => model.toUpperCase())).size === models.length, "a model is named twice"),
  );

const idsSchema = z
  .string()
  .max(100)
  .transform((text) => text.split(","))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, "an id is a whole number")
          .transform(Number)
          .pipe(z.number().int().min(1).max(2_147_483_647)),
      )
      .min(1)
      .max(MAX_COMPARED, `at most ${MAX_COMPARED} ids`)
      .refine((ids) => new Set(ids).size === ids.length, "an id is named twice"),
  );

const searchSchema = z.object({
  text: z.string().trim().min(1, "the search text is empty").max(SEARCH_MAX_LENGTH, `the search text is longer than ${SEARCH_MAX_LENGTH} characters`),
  site: z.enum(["work", "home"]).default("work"),
});

function failure(reason: MonitorApiRefusal, message: string, error?: z.ZodError): MonitorApiQueryResult {
  return { ok: false, reason, message, issues: error?.issues.map((issue) => `${issue.path.join(".") || "value"}: ${issue.message}`) ?? [] };
}

/**
 * Reads the monitors API's query: exactly one of models (hyphen-joined), ids (comma-joined) or
 * search (with a site). Anything else is a readable 400, never an exception.
 */
export function parseMonitorApiQuery(params: URLSearchParams): MonitorApiQueryResult {
  const given = (["models", "ids", "search"] as const).filter((name) => params.has(name));
  if (given.length !== 1) return failure("oneOf", "Give exactly one of models, ids or search.");
  const [name] = given;
  // No parameter of this API is a list (ids and models are joined in one value): each is given once.
  const repeated = repeatedNames(params);
  if (repeated.length > 0) {
    return { ok: false, reason: "repeated", names: repeated.join(", "), message: `Give ${repeated.join(", ")} once.`, issues: repeated.map((field) => `${field}: given more than once`) };
  }
  if (name === "models") {
    const parsed = modelsSchema.safeParse(params.get("models"));
    return parsed.success ? { ok: true, query: { kind: "models", models: parsed.data } } : failure("models", "models must be 1 to 3 models joined by hyphens.", parsed.error);
  }
  if (name === "ids") {
    const parsed = idsSchema.safeParse(params.get("ids"));
    return parsed.success ? { ok: true, query: { kind: "ids", ids: parsed.data } } : failure("ids", "ids must be 1 to 3 ids joined by commas.", parsed.error);
  }
  const parsed = searchSchema.safeParse({ text: params.get("search"), site: params.get("site") ?? undefined });
  return parsed.success
    ? { ok: true, query: { kind: "search", text: parsed.data.text, site: parsed.data.site } }
    : failure("search", `search needs 1 to ${SEARCH_MAX_LENGTH} characters and site work or home.`, parsed.error);
}
