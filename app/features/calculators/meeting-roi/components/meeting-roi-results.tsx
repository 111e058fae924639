import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { MeetingRoiAnswer } from "../definition";
import { formatRoiMoney } from "../model";
import { MoneyTable, type MoneyRow } from "./money-table";

const cellClass = "px-2 py-1 text-right tabular-nums";

/**
 * The discounted ROI, payback, NPV and CO2 avoided; how much of the staff the rooms serve; the
 * benefits and costs a year and over three years; their present values; the rooms equipped.
 * Money in the country's currency with its symbol where the country writes it (Sweden's after
 * the amount).
 */
export function MeetingRoiResults({ run }: { run: CalculatorRunData<MeetingRoiAnswer> }) {
  const t = useT();
  const { locale } = useLocale();
  const format = useCalculatorFormat(run.results.currency.code);
  const { results } = run;
  const money = (value: number) => formatRoiMoney(value, results.currency, locale);
  const applied = (key: string) => run.assumptions.find((row) => row.key === key)?.value ?? 0;
  const rooms = results.rooms.reduce((total, row) => total + row.quantity, 0);
  const perRoom = applied("employeesPerRoom");
  const line = (key: string, label: PhraseKey, year: number | null, threeYears: number, emphasis = false): MoneyRow => ({
    key,
    label: t(label),
    cells: [year === null ? "" : money(year), money(threeYears)],
    emphasis,
  });
  const upfront = results.upfrontCost;
  const rows: MoneyRow[] = [
    line("min", "meetingRoi.table.min", results.yearly.min, results.threeYear.min),
    line("util", "meetingRoi.table.util", results.yearly.util, results.threeYear.util),
    line("travel", "meetingRoi.table.travel", results.yearly.travel, results.threeYear.travel),
    line("xform", "meetingRoi.table.xform", results.yearly.xform, results.threeYear.xform),
    line("avoidedUpkeep", "meetingRoi.table.avoidedUpkeep", results.yearly.avoidedUpkeep, results.threeYear.avoidedUpkeep),
    line("benefits", "meetingRoi.table.benefits", results.yearly.benefits, results.threeYear.benefits, true),
    line("displays", "meetingRoi.table.displays", null, results.displayCost),
    line("installation", "meetingRoi.table.installation", null, results.installationCost),
    line("roomComputers", "meetingRoi.table.roomComputers", null, results.roomComputerCost),
    line("recurring", "meetingRoi.table.recurring", results.yearly.recurringCosts, results.threeYear.costs - upfront),
    line("costs", "meetingRoi.table.costs", null, results.threeYear.costs, true),
    line("net", "meetingRoi.table.net", null, results.threeYear.net, true),
  ];
  const pvRows: MoneyRow[] = [
    { key: "pvBenefits", label: t("meetingRoi.pv.benefits"), cells: [money(results.pv.benefits)] },
    { key: "pvCosts", label: t("meetingRoi.pv.costs"), cells: [money(results.pv.costs)] },
    { key: "npv", label: t("meetingRoi.pv.npv"), cells: [money(results.pv.npv)], emphasis: true },
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
          { key: "roi", label: t("meetingRoi.result.roi"), value: results.roi === null ? t("meetingRoi.result.roiNone") : format.percent(results.roi, 0) },
          { key: "payback", label: t("meetingRoi.result.payback"), value: t(results.paybackLabel.key, results.paybackLabel.values) },
          { key: "npv", label: t("meetingRoi.result.npv"), value: money(results.pv.npv) },
          {
            key: "co2",
            label: t("meetingRoi.result.co2"),
            value: t("meetingRoi.result.co2Value", { tonnes: format.number(results.co2TonnesYear, 1) }),
            note: `${t("meetingRoi.result.co2Equivalent", { cars: format.number(results.carsOffRoadYear, 1) })} ${t("meetingRoi.result.trips", { trips: format.number(results.trips, 1) })}`,
          },
        ]}
      />
      {results.employeesDerived ? (
        <p className="text-sm text-gray-800">
          {t("meetingRoi.result.employeesDerived", { employees: format.number(results.employeesUsed), rooms: format.number(rooms), perRoom: format.number(perRoom, 1) })}
        </p>
      ) : null}
      <p className="text-sm text-gray-800">
        {t("meetingRoi.result.coverage", {
          rooms: format.number(rooms),
          employees: format.number(results.roomsCounted * perRoom),
          perRoom: format.number(perRoom, 1),
          share: format.percent(results.coverage, 0),
        })}
      </p>
      <MoneyTable caption={t("meetingRoi.table.caption")} columns={[t("meetingRoi.table.item"), t("meetingRoi.table.year"), t("meetingRoi.table.threeYears")]} rows={rows} />
      <MoneyTable
        caption={t("meetingRoi.pv.caption", { rate: format.percent(applied("discountRate"), 1) })}
        columns={[t("meetingRoi.table.item"), t("meetingRoi.table.threeYears")]}
        rows={pvRows}
        note={t("meetingRoi.pv.note")}
      />
      <div className="overflow-x-auto print:overflow-visible" tabIndex={0} role="region" aria-label={t("meetingRoi.rooms.caption")}>
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
