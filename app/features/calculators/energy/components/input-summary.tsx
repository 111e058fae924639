import { LocalLink } from "~/components/ui/local-link";
import { formatUnitPrice } from "~/utils/money";
import { useLocale, useT } from "~/root-data";
import type { ResultsPageData } from "../results-page.server";
import { priceSourceText } from "./price-source-text";
import type { EnergyFormat } from "./use-energy-format";

/** What the results were worked out for, with the way back to the inputs. */
export function InputSummary({ data, countryName, format }: { data: ResultsPageData; countryName: string; format: EnergyFormat }) {
  const t = useT();
  const { locale } = useLocale();
  const { state, price } = data;
  const items = [
    { key: "country", label: t("energy.input.country"), value: countryName },
    { key: "environment", label: t("energy.input.environment"), value: t(state.environment === "office" ? "energy.input.office" : "energy.input.home") },
    {
      key: "price",
      label: t("energy.summary.price"),
      value: t("energy.summary.priceValue", { price: formatUnitPrice(price.amount, price.currency, locale), source: priceSourceText(price.source, t, locale) }),
    },
    { key: "use", label: t("energy.summary.use"), value: t("energy.summary.useValue", { hours: format.plain(state.hours), days: format.plain(state.days, 0) }) },
    { key: "units", label: t("energy.input.units"), value: t(state.units === "metric" ? "energy.input.metric" : "energy.input.imperial") },
  ];
  return (
    <div className="rounded-lg bg-gray-50 p-4">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.key}>
            <dt className="text-gray-700">{item.label}</dt>
            <dd className="font-medium">{item.value}</dd>
          </div>
        ))}
      </dl>
      {data.price.currency !== data.countryCurrency ? (
        <p className="mt-2 text-sm text-amber-900">{t("energy.summary.usdInstead", { currency: data.countryCurrency })}</p>
      ) : null}
      <LocalLink to={`/energy-calculator/input${data.inputQuery}`} className="mt-3 inline-block font-medium text-brand-700 underline print:hidden">
        {t("energy.results.changeInputs")}
      </LocalLink>
    </div>
  );
}
