/**
 * The energy results as the calculators' JSON API answers them (`{ inputs, assumptions, results }`,
 * frame/response.ts's shape), built from the results page's own data so every figure is the
 * page's. Numbers are the model's, unrounded; names follow model.ts's EnergyResult.
 */
import type { ApiAssumption } from "~/features/calculators/frame/response";
import type { Translate } from "~/i18n/translate";
import { energyApiAssumptions, type AssumptionData } from "./api-assumptions";
import { energyFormat } from "./format";
import { countryName } from "~/utils/countries";
import type { ResultsPageData } from "./results-page.server";

export type AnswerData = AssumptionData & Pick<ResultsPageData, "shareUrl">;

export type EnergyApiBody = { inputs: unknown; assumptions: ApiAssumption[]; results: unknown };

/** The validated state without `view` (table or graph only changes how the page draws the same figures). */
function inputsOf(state: AnswerData["state"]) {
  const { layout, columns, country, environment, price, hours, days, units, mode, period, co2 } = state;
  return { layout, columns, country, environment, price, hours, days, units, mode, period, co2 };
}

function resultsOf(data: AnswerData, t: Translate) {
  const { columns, result, price } = data;
  return {
    currency: price.currency,
    co2Unit: data.state.units === "metric" ? ("kg" as const) : ("lb" as const),
    price: { amount: price.amount, currency: price.currency, source: price.source, rate: price.rate },
    co2Factor: data.co2,
    co2PerKwh: result.co2PerKwh,
    onHoursPerYear: result.onHoursPerYear,
    offHoursPerYear: result.offHoursPerYear,
    columns: result.columns.map((column, index) => ({
      // The name the page shows: the visitor's, else "Option n".
      name: columns[index]!.name || t("energy.option", { number: index + 1 }),
      quantity: column.quantity,
      rows: column.rows.map((row, rowIndex) => {
        const chosen = columns[index]!.rows[rowIndex]!;
        return {
          monitor: { slug: chosen.monitor.slug, title: chosen.monitor.title },
          quantity: chosen.quantity,
          kwhPerMonitorYear: row.kwhPerMonitorYear,
          typicalKwhPerMonitorYear: row.typicalKwhPerMonitorYear,
          annual: row.annual,
          hourly: row.hourly,
        };
      }),
      annual: column.annual,
      hourly: column.hourly,
      differenceFromFirst: column.differenceFromFirst,
    })),
    combined: result.combined,
    shareUrl: data.shareUrl,
  };
}

export function energyApiBody(data: AnswerData, t: Translate, locale: string): EnergyApiBody {
  const { state, price } = data;
  const country = countryName(state.country, locale);
  const format = energyFormat(t, locale, price.currency, state.units, state.period);
  return { inputs: inputsOf(state), assumptions: energyApiAssumptions({ data, countryName: country, format, t, locale }), results: resultsOf(data, t) };
}
