/**
 * `GET /{lang}/api/calculators/<name>.pdf?<query>`: the 200 answer as a PDF business case, a
 * download named after the calculator and the day. The route sends the JSON API's 400 and 404
 * itself, so a bad query gets the very same answer whatever the format.
 */
import { tools } from "~/utils/tool-registry";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import type { Translate } from "~/i18n/translate";
import { getDb } from "~/utils/db.server";
import { publicOrigin } from "~/utils/env.server";
import type { ParsedQuery } from "../parsed-query";
import type { CalculatorRun } from "../query";
import type { ApiAssumption } from "../response";
import type { ServedCalculator } from "../served";
import { businessCase } from "./business-case.server";
import { writePdf } from "./writer.server";

export type PdfRequest = {
  served: ServedCalculator<unknown, unknown, unknown>;
  run: Extract<CalculatorRun<unknown, unknown, unknown>, { ok: true }>;
  assumptions: readonly ApiAssumption[];
  t: Translate;
  language: LanguageCode;
  site: "work" | "home";
  hostMode: boolean;
  /** The request's query, parsed once for the run and for this view of it. */
  query: ParsedQuery;
};

export async function calculatorPdfResponse(input: PdfRequest): Promise<Response> {
  const { served, language } = input;
  const mapping = served.pdf;
  if (!mapping) throw new Error(`${served.name} has no PDF`);
  const now = new Date();
  const tool = tools.find((candidate) => candidate.id === served.toolId);
  // The share link is the page's own address: opening it recomputes these results.
  const query = input.query.canonical;
  const origin = publicOrigin();
  const shareUrl = `${origin}${buildPath(tool?.path ?? "/", language, input.site, input.hostMode)}${query ? `?${query}` : ""}`;
  const monitors = served.monitors ? await served.monitors(await getDb(), input.site) : [];
  const model = businessCase({
    served,
    run: input.run,
    assumptions: input.assumptions,
    mapping,
    t: input.t,
    locale: getLanguage(language).locale,
    typed: input.query.inputs,
    monitors,
    shareUrl,
    now,
  });
  const bytes = await writePdf(model, getLanguage(language));
  return new Response(bytes, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${served.name}-${now.toISOString().slice(0, 10)}.pdf"`,
    },
  });
}
