import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { useLocale, useT } from "~/root-data";
import type { MeetingRoiAnswer } from "../definition";
import { formatRoiMoney } from "../model";

const cellClass = "px-2 py-1 text-right tabular-nums";

/**
 * The ROI, payback, net benefit and CO2 avoided; the benefits and costs a year and over three
 * years; the rooms equipped. Money in the country's currency with its symbol where the country
 * writes it (Sweden's after the amount).
 */
export function MeetingRoiResults({ run }: { run: CalculatorRunData<MeetingRoiAnswer> }) {
  const t = useT();
  const { locale } = useLocale();
  const format = useCalculatorFormat(run.results.currency.code);
  const { results } = run;
  const money = (value: number) => formatRoiMoney(value, results.currency, locale);
  const rows: {
    key: string;
    label: string;
    year: number | null;
    threeYears: number;
    emphasis?: boolean;
  }[] = [
    {
      key: "min",
      label: t("meetingRoi.table.min"),
      year: results.yearly.min,
      threeYears: results.threeYear.min,
    },
    {
      key: "util",
      label: t("meetingRoi.table.util"),
      year: results.yearly.util,
      threeYears: results.threeYear.util,
    },
    {
      key: "travel",
      label: t("meetingRoi.table.travel"),
      year: results.yearly.travel,
      threeYears: results.threeYear.travel,
    },
    {
      key: "xform",
      label: t("meetingRoi.table.xform"),
      year: results.yearly.xform,
      threeYears: results.threeYear.xform,
    },
    {
      key: "benefits",
      label: t("meetingRoi.table.benefits"),
      year: results.yearly.benefits,
      threeYears: results.threeYear.benefits,
      emphasis: true,
    },
    {
      key: "displays",
      label: t("meetingRoi.table.displays"),
      year: null,
      threeYears: results.displayCost,
    },
    {
      key: "recurring",
      label: t("meetingRoi.table.recurring"),
      year: results.yearly.recurringCosts,
      threeYears: results.threeYear.costs - results.displayCost,
    },
    {
      key: "costs",
      label: t("meetingRoi.table.costs"),
      year: null,
      threeYears: results.threeYear.costs,
      emphasis: true,
    },
    {
      key: "net",
      label: t("meetingRoi.table.net"),
      year: null,
      threeYears: results.threeYear.net,
      emphasis: true,
    },
  ];
  const rateSource = t(results.currency.live ? "meetingRoi.result.currencyLive" : "meetingRoi.result.currencySeed");
  return (
    <div className="space-y-6">
      {results.currency.code !== "USD" ? (
        <p className="text-sm text-gray-800">
          {t("meetingRoi.result.currency", {
            code: results.currency.code,
            rate: format.assumption(results.currency.rate),
            source: rateSource,
          })}
        </p>
      ) : null}
      <Pullouts
        items={[
          {
            key: "roi",
            label: t("meetingRoi.result.roi"),
            value: results.roi === null ? t("meetingRoi.result.roiNone") : format.percent(results.roi, 0),
          },
          {
            key: "payback",
            label: t("meetingRoi.result.payback"),
            value: t(results.paybackLabel.key, results.paybackLabel.values),
          },
          {
            key: "net",
            label: t("meetingRoi.result.net"),
            value: money(results.threeYear.net),
          },
          {
            key: "co2",
            label: t("meetingRoi.result.co2"),
            value: t("meetingRoi.result.co2Value", {
              tonnes: format.number(results.co2TonnesYear, 1),
            }),
            note: `${t("meetingRoi.result.co2Equivalent", { cars: format.number(results.carsOffRoadYear, 1) })} ${t("meetingRoi.result.trips", { trips: format.number(results.trips, 1) })}`,
          },
        ]}
      />
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-sm break-inside-avoid">
          <caption className="mb-2 text-left font-semibold">{t("meetingRoi.table.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-gray-400">
              <th scope="col" className="px-2 py-1 text-left">
                {t("meetingRoi.table.item")}
              </th>
              <th scope="col" className={cellClass}>
                {t("meetingRoi.table.year")}
              </th>
              <th scope="col" className={cellClass}>
                {t("meetingRoi.table.threeYears")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={`border-b border-gray-200 ${row.emphasis ? "font-semibold" : ""}`}>
                <th scope="row" className="px-2 py-1 text-left font-normal">
                  {row.emphasis ? <strong>{row.label}</strong> : row.label}
                </th>
                <td className={cellClass}>{row.year === null ? "" : money(row.year)}</td>
                <td className={cellClass}>{money(row.threeYears)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-sm break-inside-avoid">
          <caption className="mb-2 text-left font-semibold">{t("meetingRoi.rooms.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-gray-400">
              <th scope="col" className="px-2 py-1 text-left">
                {t("meetingRoi.input.roomSize")}
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                {t("meetingRoi.input.display")}
              </th>
              <th scope="col" className={cellClass}>
                {t("meetingRoi.input.quantity")}
              </th>
              <th scope="col" className={cellClass}>
                {t("meetingRoi.rooms.displayCost")}
              </th>
              <th scope="col" className={cellClass}>
                {t("meetingRoi.rooms.roomCost")}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.rooms.map((row, index) => (
              <tr key={index} className="border-b border-gray-200">
                <td className="px-2 py-1">{t(`meetingRoi.room.${row.size}`)}</td>
                <td className="px-2 py-1">{row.displayTitle}</td>
                <td className={cellClass}>{format.number(row.quantity)}</td>
                <td className={cellClass}>{money(row.displayCost)}</td>
                <td className={cellClass}>{money(row.roomCostPerYear)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
