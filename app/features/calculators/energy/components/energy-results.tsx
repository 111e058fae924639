import { useLocation } from "react-router";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useLocale, useT } from "~/root-data";
import { formatUnitPrice } from "~/utils/money";
import type { EnergyAnswer } from "../definition";
import type { EnergyState } from "../input-schema";
import { ColumnResults } from "./column-results";
import { CombinedResults } from "./combined-results";
import { pageColumns } from "./page-columns";
import { priceSourceText } from "./price-source-text";
import { ResultsBar } from "./results-bar";
import { useEnergyFormat } from "./use-energy-format";

/** How the results are shown and worked out: the results bar's switches. */
export type EnergySettings = Pick<EnergyState, "view" | "period" | "mode" | "co2">;

type EnergyResultsProps = {
  run: CalculatorRunData<EnergyAnswer>;
  settings: EnergySettings;
  /** The page's canonical query: each switch changes one of its settings. */
  query: string;
  /** The country's own currency: amounts in another (US dollars) say why. */
  countryCurrency: string | null;
};

/** The results inside the frame's page: the price in use, the switches, one panel per option and all options together. */
export function EnergyResults({ run, settings, query, countryCurrency }: EnergyResultsProps) {
  const t = useT();
  const { locale } = useLocale();
  const location = useLocation();
  const { results } = run;
  const format = useEnergyFormat(results.currency, results.co2Unit === "kg" ? "metric" : "imperial", settings.period);
  const columns = pageColumns(results, run.assumptions);
  const names = results.columns.map((column) => (typeof column.name === "string" ? column.name : t(column.name.key, column.name.values)));
  const linkTo = (change: Partial<EnergySettings>) => {
    const params = new URLSearchParams(query);
    for (const [name, value] of Object.entries(change)) params.set(name, value);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <span className="text-gray-700">{t("energy.summary.price")}: </span>
        <span className="font-medium">
          {t("energy.summary.priceValue", { price: formatUnitPrice(results.price.amount, results.price.currency, locale), source: priceSourceText(results.price.source, t, locale) })}
        </span>
      </p>
      {countryCurrency !== null && results.currency !== countryCurrency ? <p className="text-sm text-amber-900">{t("energy.summary.usdInstead", { currency: countryCurrency })}</p> : null}
      <ResultsBar settings={settings} linkTo={linkTo} gridAvailable={results.co2Factor.kind !== "grid-unavailable"} />
      <div className={`grid gap-4 ${names.length === 3 ? "xl:grid-cols-3" : names.length === 2 ? "lg:grid-cols-2" : ""}`}>
        {columns.map((column, index) => (
          <ColumnResults key={index} index={index} name={names[index]!} firstName={names[0]!} column={column} result={results.columns[index]!} period={settings.period} format={format} />
        ))}
      </div>
      <CombinedResults names={names} columns={columns} result={results} period={settings.period} view={settings.view} format={format} />
    </div>
  );
}
