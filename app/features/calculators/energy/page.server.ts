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
import type { EnergySettings } from "./components/energy-results";
import { optionsField, PREFILL_PARAM, typedColumns } from "./input-schema";
import { servedEnergy } from "./served.server";
import { energyTool } from "./tool";

export const INPUT_PATH = energyTool.urls.entry;
export const RESULTS_PATH = energyTool.urls.results;

export type EnergyStep = "input" | "results";

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
    input: buildPath(INPUT_PATH, locale.language, locale.site, locale.hostMode),
    results: buildPath(RESULTS_PATH, locale.language, locale.site, locale.hostMode),
  };
  const to = energyRedirect(requestUrl(request), paths);
  if (to !== null) throw redirect(to);
  const [page, t] = await Promise.all([loadCalculatorPage(request, servedEnergy), getTranslator(locale.language)]);
  const inputHref = `${INPUT_PATH}${page.query ? `?${page.query}` : ""}`;
  const settings: EnergySettings = {
    view: page.values.view === "graph" ? "graph" : "table",
    period: page.values.period === "hourly" ? "hourly" : "annual",
    mode: page.values.mode === "conservative" ? "conservative" : "standard",
    co2: page.values.co2 === "fixed" ? "fixed" : "grid",
  };
  const title = t(step === "input" ? "energy.name" : "energy.results.title");
  return {
    // The form, the share link and the switches all go to the results page. The input page is
    // for filling in: it shows no answer, and what is wrong only once the visitor asks for results.
    page: step === "input" ? { ...page, path: RESULTS_PATH, run: null, issues: [] } : { ...page, path: RESULTS_PATH, optionsSummary: page.run ? { href: inputHref } : null },
    settings,
    query: page.query,
    countryCurrency: page.money?.local ?? null,
    inputHref,
    origin: publicOrigin(),
    meta: { title: `${title} | ${t("site.name")}`, description: t("energy.metaDescription") },
  };
}
