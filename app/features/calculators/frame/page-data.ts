/**
 * What a calculator page's loader gives its components (frame/page.server.ts builds it): the
 * form as the address gives it, the issues, and — when the inputs are valid — the assumptions
 * and results. Everything here is plain data, so it crosses from server to browser as it is.
 */
import type { ConverterRates } from "~/features/calculators/shared/components/currency-converter";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { AppliedAssumption, FieldIssue, FieldSpec } from "./definition";
import type { MonitorChoicesText } from "./monitor-choices";

export type MonitorChoice = { slug: string; title: string; series: string | null };

/** A calculator tab: the business calculators this visitor may use, in menu order. */
export type CalculatorTab = { id: string; path: string; title: PhraseKey };

/**
 * A money-taking calculator's currencies: the country's (`local`), the exchange rate in use
 * (the applied `usdRate`, null without a run) for the USD equivalents beside money inputs,
 * and every known rate for the currency converter.
 */
export type PageMoney = {
  local: string;
  usdRate: number | null;
  rates: ConverterRates;
  /** Each `country` option's currency, so the labels follow a country picked before the form is sent. */
  byCountry?: Record<string, string>;
};

/** The server's context for a run's inputs, under the definition's `contextKey`, with the currency its results are in. */
export type HeldContext = { key: string; context: unknown; currency: string };

export type CalculatorPageData<Result> = {
  /** The API name (also the saved entries' calculator name). */
  name: string;
  /** The page's path without language or site prefix, e.g. "/productivity". */
  path: string;
  tabs: CalculatorTab[];
  fields: readonly FieldSpec[];
  /** The raw query values of the inputs, to fill the form again (empty fields absent). */
  values: Record<string, string>;
  /** What an empty input means, as the form writes it (field-defaults.ts): shown beside "Default". */
  defaults?: Record<string, string>;
  /** The raw `a.<key>` values, keyed by assumption key. */
  overrides: Record<string, string>;
  /** Empty when the inputs were valid. */
  issues: FieldIssue[];
  /** Null when there are issues. `currency` is the one money results are in. */
  run: { assumptions: AppliedAssumption[]; results: Result; currency: string } | null;
  /** The catalogue monitors a `monitor` field offers (none when the calculator has none), packed as one string (monitor-choices.ts). */
  monitors: MonitorChoicesText;
  /** The canonical query of inputs and overrides, without `?`: the share link's and the CSV's. */
  query: string;
  /** `/{lang}/api/calculators/<name>.csv?<query>` */
  csvHref: string;
  /** `/{lang}/api/calculators/<name>.pdf?<query>` for a calculator with a PDF business case, else null. */
  pdfHref?: string | null;
  /** Set for a calculator that takes money (its definition's `localCurrency`). */
  money?: PageMoney | null;
  /** The run's monitors' titles by slug (the definition's `monitorTitles`): a chosen model the list lacks shows its title. */
  monitorTitles?: Record<string, string>;
  /** Set where an `options` field shows its rows as text with a link to change them (a results page: no long lists). */
  optionsSummary?: { href: string } | null;
  /** The language and site the page's links and the browser's `.context` requests name. */
  api: { language: string; site: "work" | "home" };
  /** The context of the inputs' run: the browser recomputes from it as the visitor types (browser-page.ts). */
  held: HeldContext | null;
  /** The query the server read (with its `?`): the browser recomputes a page it did not render for its address (an offline copy). */
  requested: string;
  /** The saved entry the page was opened with (`?entry=`). */
  entry: { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };
};
