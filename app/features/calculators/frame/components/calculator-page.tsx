import { useState, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { SavedEntryNotFound } from "~/features/collections";
import { CurrencyConverter } from "~/features/calculators/shared/components/currency-converter";
import { useLocale, useT } from "~/root-data";
import type { CalculatorPageData, HeldContext } from "../page-data";
import { AssumptionsPanel } from "./assumptions-panel";
import { unpackMonitorChoices } from "../monitor-choices";
import { entryNaming } from "./entry-naming";
import { CalculatorTabs } from "./calculator-tabs";
import { InputsPanel, isTyped, RESULTS_ID } from "./inputs-panel";
import { OfflineBanner } from "./offline-banner";
import { ShareBar } from "./share-bar";

export type CalculatorRunData<Result> = NonNullable<CalculatorPageData<Result>["run"]>;

export type CalculatorPageProps<Result> = {
  /** The loader's page data. */
  data: CalculatorPageData<Result>;
  title: string;
  intro?: ReactNode;
  /** The site's public origin for the share link (see ShareBar). */
  origin?: string;
  /** The calculator's own results view (pullouts, chart, yearly table), drawn only when there is a run. */
  children: (run: CalculatorRunData<Result>) => ReactNode;
  /**
   * What an empty field stands for when that depends on what the server knows (energy's price:
   * the country's published one, with its source): a line per field name, from the context the
   * page holds. None without a context (a blank page): the field's own hint says it in general.
   */
  fieldNotes?: (held: HeldContext) => Readonly<Record<string, string>>;
};

/**
 * The page every business calculator shares: heading, tabs across the calculators, the inputs
 * form with the assumptions inside it (one submit sends both), the results, and the ways to
 * keep them. With issues there is no run: the form's error summary is all that is shown. In
 * print, navigation and buttons drop out and the sections stack.
 */
export function CalculatorPage<Result>({ data, title, intro, origin, children, fieldNotes }: CalculatorPageProps<Result>) {
  const t = useT();
  const { locale } = useLocale();
  const navigation = useNavigation();
  // A typed change computes in the browser within a frame: nothing to dim (a context being fetched is).
  const busy = navigation.state !== "idle" && !isTyped(navigation.location?.state);
  const typing = isTyped(useLocation().state);
  // While typing, a value the schema refuses keeps the last valid results on screen, dimmed and said so.
  const [lastValid, setLastValid] = useState(data.run ? data : null);
  if (data.run && lastValid !== data) setLastValid(data);
  const shown = data.run ? data : typing ? lastValid : null;
  const stale = shown !== null && shown !== data;
  const run = shown?.run ?? null;
  return (
    <div className="space-y-6">
      {/* Not <header>: the site's print style leaves every header out, and the title must print. */}
      <div className="space-y-2">
        <h1 className="text-3xl font-bold">{title}</h1>
        {intro ? <div className="max-w-3xl text-gray-800">{intro}</div> : null}
      </div>
      <CalculatorTabs tabs={data.tabs} currentPath={data.path} />
      <OfflineBanner data={data} />
      {data.entry.status === "not-found" ? <SavedEntryNotFound /> : null}
      <InputsPanel data={data} notes={data.held && fieldNotes ? fieldNotes(data.held) : undefined}>
        {run && shown ? <AssumptionsPanel assumptions={run.assumptions} overrides={data.overrides} issues={data.issues} path={data.path} query={shown.query} /> : null}
      </InputsPanel>
      <p role="status" className="sr-only">
        {busy ? t("calculator.results.updating") : ""}
      </p>
      {run && shown ? (
        <>
          <section aria-labelledby={RESULTS_ID} aria-busy={busy} className="space-y-6">
            {/* The form's target (`#results`): the browser scrolls here after a submit without JavaScript;
                with it the inputs panel scrolls and focuses it. The margin keeps it below the sticky header. */}
            {/* The note shares the heading's line, so the results below it do not move as it comes and goes. */}
            <div className="flex flex-wrap items-baseline gap-x-4">
              <h2 id={RESULTS_ID} tabIndex={-1} className="scroll-mt-36 text-2xl font-semibold focus:outline-none">
                {t("calculator.results.title")}
              </h2>
              <p role="status" className="font-medium text-gray-900">
                {stale ? t("calculator.results.lastValid") : ""}
              </p>
            </div>
            <div className={`space-y-6 ${busy || stale ? "opacity-60" : ""}`}>{children(run)}</div>
          </section>
          <ShareBar
            data={shown}
            origin={origin}
            naming={() => entryNaming(title, shown.fields, shown.values, t, locale, unpackMonitorChoices(shown.monitors), shown.money?.local)}
          />
        </>
      ) : null}
      {/* Every calculator that takes money offers the converter, with or without an answer. */}
      {data.money ? <CurrencyConverter rates={data.money.rates} defaultTo={data.money.local} /> : null}
    </div>
  );
}
