/**
 * The two pages of the energy calculator, both the frame's page (frame/page.server.ts): the
 * input page draws the form, which sends its inputs to the results page; the results page draws
 * the answer with the form beside it, each option's rows as text with a link back to change
 * them (no monitor lists to send). A row button goes back to the input page with its rows
 * rewritten (frame/options.ts); a product page's `m` is spelt out as the options it stands for.
 */
import { redirect } from "react-router";
import { mayUseTool } from "~/features/calculators/frame/access.server";
import { loadCalculatorPage } from "~/features/calculators/frame/page.server";
import type { CalculatorLoaderArgs } from "~/features/calculators/frame/route.server";
import { rewriteOptions } from "~/features/calculators/frame/options";
import { getTranslator } from "~/i18n/translator.server";
import { buildPath } from "~/i18n/paths";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { requestUrl } from "~/utils/request-url";
import { energyStepData, type EnergyStep } from "./page-step";
import { optionsField, PREFILL_PARAM, typedColumns } from "./input-schema";
import { servedEnergy } from "./served.server";
import { energyTool } from "./tool";

export { INPUT_PATH, RESULTS_PATH, type EnergyStep } from "./page-step";

/**
 * The address `m` (a product page's pre-filled monitors) stands for, when it has no option rows:
 * the layout and one row per monitor, so the form and the share link show them. Else null.
 */
export function prefilledQuery(params: URLSearchParams): string | null {
  if (!params.has(PREFILL_PARAM) || params.has(`${optionsField.name}1m`)) return null;
  const raw: Record<string, string | string[]> = {};
  for (const [name, value] of params) raw[name] = name === PREFILL_PARAM ? [...((raw[name] as string[] | undefined) ?? []), value] : value;
  const { layout, columns } = typedColumns(raw);
  const query = new URLSearchParams([...params].filter(([name]) => name !== PREFILL_PARAM && name !== "layout"));
  query.set("layout", layout ?? "single");
  columns.forEach((column, index) => {
    for (const row of column.rows) {
      query.append(`${optionsField.name}${index + 1}m`, row.monitor);
      query.append(`${optionsField.name}${index + 1}q`, row.quantity);
    }
  });
  return query.toString();
}

/** Where the page sends the visitor instead of drawing itself, if anywhere (exported for tests). */
export function energyRedirect(url: URL, paths: { input: string; results: string }): string | null {
  const rewrite = rewriteOptions(url.searchParams, servedEnergy.definition.fields);
  if (rewrite) return `${paths.input}${rewrite.query ? `?${rewrite.query}` : ""}${rewrite.focus ? `#${rewrite.focus}` : ""}`;
  const prefilled = prefilledQuery(url.searchParams);
  return prefilled === null ? null : `${url.pathname}?${prefilled}`;
}

export async function loadEnergyPage({ request }: CalculatorLoaderArgs, step: EnergyStep) {
  if (!(await mayUseTool(request, servedEnergy.toolId))) throw new Response("Not Found", { status: 404 });
  const locale = requestLocale(request);
  const paths = {
    input: buildPath(energyTool.urls.entry, locale.language, locale.site, locale.hostMode),
    results: buildPath(energyTool.urls.results, locale.language, locale.site, locale.hostMode),
  };
  const to = energyRedirect(requestUrl(request), paths);
  if (to !== null) throw redirect(to);
  const [page, t] = await Promise.all([loadCalculatorPage(request, servedEnergy), getTranslator(locale.language)]);
  const metas = {
    input: { title: `${t("energy.name")} | ${t("site.name")}`, description: t("energy.metaDescription") },
    results: { title: `${t("energy.results.title")} | ${t("site.name")}`, description: t("energy.metaDescription") },
  };
  return energyStepData(page, step, publicOrigin(), metas);
}
