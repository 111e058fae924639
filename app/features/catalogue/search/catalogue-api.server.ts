import type { Database } from "#db/connect";
import type { LanguageCode } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import type { Translate } from "~/i18n/translate";
import { repeatedNames } from "~/utils/input-rules";
import type { MonitorCard } from "../catalogue.server";
import type { FactKey } from "./facts";
import { parseCatalogueQuery, unknownFilterValues } from "./parse-query.server";
import { filterIssues, type QueryIssue } from "./query-issues";
import { alsoMatchingPath, filterIds, type FilterId } from "./query";
import { searchCatalogue } from "./search.server";

/** `GET /{lang}/api/monitors?catalogue=work&search=…&ports=usb-c`: the products page's list as data (docs/api.md). */
export type CatalogueApiAnswer = {
  total: number;
  page: number;
  pages: number;
  items: MonitorCard[];
  facets: Array<{ id: FilterId; options: Array<{ value: string; label: string; count: number; selected: boolean }> }>;
  /** Models left out only because a fact the search tests is not specified; href lists them with the others. */
  alsoMatching: { count: number; unknownFacts: FactKey[]; href: string } | null;
};

export type CatalogueApiResult = { status: 200; body: CatalogueApiAnswer } | { status: 400; body: { message: string; issues: QueryIssue[] } };

/** Filters repeat (ports=hdmi&ports=usb-c); every other name is given once. */
const scalarNames = ["catalogue", "search", "sortby", "currentPage", "unspecified"];

/**
 * The catalogue search over the API: the products page's URL vocabulary, with the site named by
 * `catalogue`. Unlike the page, which shows the list without them, a repeated scalar, an unknown
 * site or a filter value that names no option answer 400 naming each field.
 */
export async function catalogueApi(
  db: Database,
  params: URLSearchParams,
  context: { language: LanguageCode; hostMode: boolean; t: Translate },
): Promise<CatalogueApiResult> {
  const { t } = context;
  const repeated = repeatedNames(params, filterIds).filter((name) => scalarNames.includes(name));
  const site = params.get("catalogue");
  const issues: QueryIssue[] = [
    ...repeated.map((field) => ({ field, message: t("api.error.repeated") })),
    ...(site === "work" || site === "home" ? [] : [{ field: "catalogue", message: t("filter.error.catalogue") }]),
    ...filterIssues(unknownFilterValues(params), t),
  ];
  if (issues.length > 0 || (site !== "work" && site !== "home")) return { status: 400, body: { message: t("api.error.query"), issues } };
  const query = parseCatalogueQuery(params);
  const result = await searchCatalogue(db, { site, query });
  const facets = result.facets.map((facet) => ({
    id: facet.id,
    options: facet.options.map((option) => ({
      value: option.value,
      label: option.labelKey ? t(option.labelKey) : (option.label ?? option.value),
      count: option.count,
      selected: option.selected,
    })),
  }));
  const alsoMatching = result.alsoMatching
    ? { ...result.alsoMatching, href: buildPath(alsoMatchingPath(query), context.language, site, context.hostMode) }
    : null;
  return { status: 200, body: { total: result.total, page: result.page, pages: result.pages, items: result.items, facets, alsoMatching } };
}
