/**
 * The energy calculator's two pages as views of one computed page (the server's loader and the
 * browser's clientLoader both end here): the input page draws the form, which sends its inputs to
 * the results page; the results page draws the answer with the form beside it, each option's rows
 * as text with a link back to change them (no monitor lists to send).
 */
import type { CalculatorPageData } from "~/features/calculators/frame/page-data";
import type { EnergySettings } from "./components/energy-results";
import { energyTool } from "./tool";

export const INPUT_PATH = energyTool.urls.entry;
export const RESULTS_PATH = energyTool.urls.results;

export type EnergyStep = "input" | "results";

type Meta = { title: string; description: string };

export function energyStepData<R>(page: CalculatorPageData<R>, step: EnergyStep, origin: string, metas: Record<EnergyStep, Meta>) {
  const inputHref = `${INPUT_PATH}${page.query ? `?${page.query}` : ""}`;
  const settings: EnergySettings = {
    view: page.values.view === "graph" ? "graph" : "table",
    period: page.values.period === "hourly" ? "hourly" : "annual",
    mode: page.values.mode === "conservative" ? "conservative" : "standard",
    co2: page.values.co2 === "fixed" ? "fixed" : "grid",
  };
  return {
    // The form, the share link and the switches all go to the results page. The input page is
    // for filling in: it shows no answer, and what is wrong only once the visitor asks for results.
    page: step === "input" ? { ...page, path: RESULTS_PATH, run: null, issues: [], optionsSummary: null } : { ...page, path: RESULTS_PATH, optionsSummary: page.run ? { href: inputHref } : null },
    step,
    settings,
    query: page.query,
    countryCurrency: page.money?.local ?? null,
    inputHref,
    origin,
    metas,
    meta: metas[step],
  };
}
