import { LocalLink } from "~/components/ui/local-link";
import { useLocale, useT } from "~/root-data";
import type { ResultsPageData } from "../results-page.server";
import { inputSummaryItems } from "../input-summary-items";
import type { EnergyFormat } from "./use-energy-format";

/** What the results were worked out for, with the way back to the inputs. */
export function InputSummary({ data, countryName, format }: { data: ResultsPageData; countryName: string; format: EnergyFormat }) {
  const t = useT();
  const { locale } = useLocale();
  const items = inputSummaryItems({ data, countryName, format, t, locale });
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
