import { useLocation, useNavigate, useNavigation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { CurrencyConverter } from "~/features/calculators/shared/components/currency-converter";
import { panelClass } from "~/features/calculators/shared/components/styles";
import { SavedEntryNotFound, SaveEntryForm } from "~/features/collections";
import { useLocale, useT } from "~/root-data";
import { formQuery, PARAM, type RawForm } from "../form-state";
import type { ResultsPageData } from "../results-page.server";
import { AssumptionsPanel } from "./assumptions-panel";
import { ColumnResults } from "./column-results";
import { CombinedResults } from "./combined-results";
import { InputSummary } from "./input-summary";
import { ResultsBar } from "./results-bar";
import { ShareLink } from "~/features/calculators/shared/components/share-link";
import { countryName } from "~/utils/countries";
import { useEnergyFormat } from "./use-energy-format";

/** The results: the sticky switches, one panel per option, the combined panel, sources, sharing. */
export function EnergyResults({ data }: { data: ResultsPageData }) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const { form, state, result, price } = data;
  const format = useEnergyFormat(price.currency, state.units, state.period);
  const names = data.columns.map((column, index) => column.name || t("energy.option", { number: index + 1 }));
  const country = countryName(state.country, locale);
  const entryParam = data.entry.status === "found" ? `&${PARAM.entry}=${encodeURIComponent(data.entry.urlTitle)}` : "";
  // A switch keeps the overrides (`a.<key>`) and the saved entry.
  const linkTo = (change: Partial<RawForm>) => `${location.pathname}${formQuery(form, change)}${data.overrideQuery}${entryParam}`;
  return (
    <div className="space-y-6">
      {data.entry.status === "not-found" ? <SavedEntryNotFound /> : null}
      <InputSummary data={data} countryName={country} format={format} />
      <ResultsBar form={form} linkTo={linkTo} gridAvailable={data.gridAvailable} pdfHref={data.pdfHref} csvHref={data.csvHref} />
      <p role="status" className="sr-only">
        {busy ? t("energy.results.updating") : ""}
      </p>
      <div aria-busy={busy} className={`space-y-6 ${busy ? "opacity-70" : ""}`}>
        <div className={`grid gap-4 ${names.length === 3 ? "xl:grid-cols-3" : names.length === 2 ? "lg:grid-cols-2" : ""}`}>
          {data.columns.map((column, index) => (
            <ColumnResults
              key={index}
              index={index}
              name={names[index]!}
              firstName={names[0]!}
              column={column}
              result={result.columns[index]!}
              period={state.period}
              format={format}
            />
          ))}
        </div>
        <CombinedResults names={names} columns={data.columns} result={result} period={state.period} view={state.view} format={format} />
        <AssumptionsPanel data={data} countryName={country} format={format} />
      </div>
      <section aria-labelledby="keep-title" className={`${panelClass} space-y-4 print:hidden`}>
        <h2 id="keep-title" className="text-xl font-semibold">
          {t("energy.results.keepTitle")}
        </h2>
        <ShareLink url={data.shareUrl} label={t("energy.results.shareLink")} />
        <SaveEntryForm
          calculator="energy"
          calculatorData={{ query: data.query }}
          urlTitle={data.entry.status === "found" ? data.entry.urlTitle : undefined}
          onSaved={(urlTitle) =>
            void navigate(`${location.pathname}?${data.query}&${PARAM.entry}=${encodeURIComponent(urlTitle)}`, { replace: true, preventScrollReset: true })
          }
        />
        <LocalLink to={`/energy-calculator/input${data.inputQuery}`} className="inline-block text-sm text-brand-700 underline">
          {t("energy.results.changeInputs")}
        </LocalLink>
      </section>
      <CurrencyConverter rates={data.rates} defaultTo={price.currency} />
    </div>
  );
}
