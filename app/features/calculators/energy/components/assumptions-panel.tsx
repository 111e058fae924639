import { panelClass } from "~/features/calculators/shared/components/styles";
import type { ResolvedRate } from "~/features/calculators/shared/exchange-rate";
import { formatUnitPrice } from "~/features/calculators/shared/money";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import { BTU_PER_KWH, CO2_KG_PER_KWH, CO2_LB_PER_KWH, HOURS_PER_YEAR, TEC_KWH_PER_WATT_YEAR, TEC_ON_SHARE, TEC_SLEEP_SHARE } from "../model";
import type { ResultsPageData } from "../results-page.server";
import { GRID_SOURCE } from "../grid-factors";
import { priceSourceText } from "./price-source-text";
import type { EnergyFormat } from "./use-energy-format";

function rateText(rate: ResolvedRate, t: ReturnType<typeof useT>, format: EnergyFormat): string {
  const value = format.plain(rate.ratePerUsd, 4);
  switch (rate.source) {
    case "live":
      return t("energy.assumptions.rateLive", { currency: rate.currency, rate: value, date: rate.date ?? "" });
    case "specification":
      return t("energy.assumptions.rateSpecification", { currency: rate.currency, rate: value });
    case "fred-2026-06":
      return t("energy.assumptions.rateFred", { currency: rate.currency, rate: value });
    case "usd-instead":
      return t("energy.assumptions.rateMissing", { currency: rate.wanted });
  }
}

/** Every figure's assumptions and sources: formulas, constants, price, rates, CO2 factor, power data. */
export function AssumptionsPanel({ data, countryName, format }: { data: ResultsPageData; countryName: string; format: EnergyFormat }) {
  const t = useT();
  const { locale } = useLocale();
  const { state, price, co2, result } = data;
  const sources = [...new Set(data.columns.flatMap((column) => column.rows.flatMap((row) => row.monitor.sources)))];
  const status = (live: boolean) => t(live ? "energy.assumptions.isLive" : "energy.assumptions.notLive");
  const live = [
    {
      key: "price",
      text: t("energy.assumptions.livePrice", { status: price.source.kind === "entered" ? t("energy.source.entered") : status(price.source.kind === "live") }),
    },
    { key: "rate", text: t("energy.assumptions.liveRate", { currency: price.rate.currency, status: status(price.rate.source === "live") }) },
  ];
  return (
    <section aria-labelledby="assumptions-title" className={`${panelClass} text-sm`}>
      <h2 id="assumptions-title" className="text-xl font-semibold">
        {t("energy.assumptions.title")}
      </h2>
      <h3 className="mt-4 font-semibold">{t("energy.assumptions.liveTitle")}</h3>
      <ul className="mt-1 space-y-1">
        {live.map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3">
        <div>
          <dt className="font-semibold">{t("energy.assumptions.hoursTitle")}</dt>
          <dd>
            {t("energy.assumptions.hours", {
              hours: format.plain(state.hours),
              days: format.plain(state.days, 0),
              onHours: format.plain(result.onHoursPerYear),
              offHours: format.plain(result.offHoursPerYear),
              year: format.plain(HOURS_PER_YEAR, 0),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.formulaTitle")}</dt>
          <dd>{t(state.mode === "standard" ? "energy.assumptions.standard" : "energy.assumptions.conservative")}</dd>
          <dd className="text-gray-700">{t("energy.assumptions.hourly")}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.priceTitle")}</dt>
          <dd>{t("energy.assumptions.priceValue", { price: formatUnitPrice(price.amount, price.currency, locale), source: priceSourceText(price.source, t, locale) })}</dd>
          {price.source.kind === "eurostat" ? <dd className="text-gray-700">{t("energy.assumptions.eurostatNote", { country: countryName })}</dd> : null}
          {price.euroRate ? <dd className="text-gray-700">{t("energy.assumptions.convertedFromEuro")} {rateText(price.euroRate, t, format)}</dd> : null}
          {price.source.kind === "default" ? <dd className="text-gray-700">{t("energy.assumptions.defaultNote", { country: countryName })}</dd> : null}
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.currencyTitle")}</dt>
          <dd>{rateText(price.rate, t, format)}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.co2Title")}</dt>
          <dd>
            {co2.kind === "grid"
              ? t("energy.assumptions.co2Grid", { country: countryName, grams: format.plain(co2.gramsPerKwh, 0), year: String(co2.year) })
              : t("energy.assumptions.co2Fixed", { kg: format.plain(CO2_KG_PER_KWH, 4), lb: format.plain(CO2_LB_PER_KWH, 4) })}
          </dd>
          {co2.kind === "grid" ? (
            <dd className="text-gray-700">
              <a href={GRID_SOURCE.url} className="underline" rel="noreferrer">
                {t("energy.assumptions.co2GridSource", { dataset: GRID_SOURCE.dataset, year: String(co2.year), library: GRID_SOURCE.library })}
              </a>
            </dd>
          ) : null}
          {co2.kind === "grid-unavailable" ? <dd className="text-gray-700">{t("energy.assumptions.co2GridMissing", { country: countryName })}</dd> : null}
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.heatTitle")}</dt>
          <dd>{t("energy.assumptions.heat", { btu: format.plain(BTU_PER_KWH, 2) })}</dd>
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.typicalTitle")}</dt>
          <dd>
            {t("energy.assumptions.typical", {
              factor: format.plain(TEC_KWH_PER_WATT_YEAR, 2),
              on: format.plain(TEC_ON_SHARE, 2),
              sleep: format.plain(TEC_SLEEP_SHARE, 2),
            })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">{t("energy.assumptions.powerTitle")}</dt>
          <dd>{t("energy.assumptions.power")}</dd>
          {sources.map((source) => (
            <dd key={source} className="text-gray-700">
              {t(`source.${source}` as PhraseKey)}
            </dd>
          ))}
        </div>
      </dl>
    </section>
  );
}
