/**
 * Meeting-room ROI in the PDF: the page's pullouts and coverage line, the money table (a year,
 * three years), present values, the rooms, and a cash-flow chart of the same figures (the
 * displays, installation and room computers paid in year 1, the running costs every year).
 */
import type { MeetingRoiAnswer } from "./definition";
import { formatRoiMoney } from "./model";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { PdfTable } from "~/features/calculators/frame/pdf/case";
import type { PdfMapping } from "~/features/calculators/frame/pdf/mapping";

const YEARS = 3;

export const meetingRoiPdf: PdfMapping<MeetingRoiAnswer> = (results, { t, locale, format: baseFormat, assumptions }) => {
  const money = (value: number) => formatRoiMoney(value, results.currency, locale);
  const applied = (key: string) => assumptions.find((row) => row.key === key)?.value ?? 0;
  const rooms = results.rooms.reduce((total, row) => total + row.quantity, 0);
  const perRoom = applied("employeesPerRoom");
  const upfront = results.upfrontCost;
  const line = (label: PhraseKey, year: number | null, threeYears: number, emphasis = false) => ({ cells: [t(label), year === null ? "" : money(year), money(threeYears)], emphasis });
  const moneyTable: PdfTable = {
    caption: t("meetingRoi.table.caption"),
    columns: [t("meetingRoi.table.item"), t("meetingRoi.table.year"), t("meetingRoi.table.threeYears")],
    rows: [
      line("meetingRoi.table.min", results.yearly.min, results.threeYear.min),
      line("meetingRoi.table.util", results.yearly.util, results.threeYear.util),
      line("meetingRoi.table.travel", results.yearly.travel, results.threeYear.travel),
      line("meetingRoi.table.xform", results.yearly.xform, results.threeYear.xform),
      line("meetingRoi.table.avoidedUpkeep", results.yearly.avoidedUpkeep, results.threeYear.avoidedUpkeep),
      line("meetingRoi.table.benefits", results.yearly.benefits, results.threeYear.benefits, true),
      line("meetingRoi.table.displays", null, results.displayCost),
      line("meetingRoi.table.installation", null, results.installationCost),
      line("meetingRoi.table.roomComputers", null, results.roomComputerCost),
      line("meetingRoi.table.recurring", results.yearly.recurringCosts, results.threeYear.costs - upfront),
      line("meetingRoi.table.costs", null, results.threeYear.costs, true),
      line("meetingRoi.table.net", null, results.threeYear.net, true),
    ],
  };
  const rateSource = t(results.currency.live ? "meetingRoi.result.currencyLive" : "meetingRoi.result.currencySeed");
  return [
    ...(results.currency.code !== "USD"
      ? [{ notes: [t("meetingRoi.result.currency", { code: results.currency.code, rate: baseFormat.assumption(results.currency.rate), source: rateSource })] }]
      : []),
    {
      figures: [
        { label: t("meetingRoi.result.roi"), value: results.roi === null ? t("meetingRoi.result.roiNone") : baseFormat.percent(results.roi, 0) },
        { label: t("meetingRoi.result.payback"), value: t(results.paybackLabel.key, results.paybackLabel.values) },
        { label: t("meetingRoi.result.npv"), value: money(results.pv.npv) },
        {
          label: t("meetingRoi.result.co2"),
          value: t("meetingRoi.result.co2Value", { tonnes: baseFormat.number(results.co2TonnesYear, 1) }),
          note: `${t("meetingRoi.result.co2Equivalent", { cars: baseFormat.number(results.carsOffRoadYear, 1) })} ${t("meetingRoi.result.trips", { trips: baseFormat.number(results.trips, 1) })}`,
        },
      ],
    },
    {
      notes: [
        t("meetingRoi.result.coverage", {
          rooms: baseFormat.number(rooms),
          employees: baseFormat.number(results.roomsCounted * perRoom),
          perRoom: baseFormat.number(perRoom, 1),
          share: baseFormat.percent(results.coverage, 0),
        }),
      ],
    },
    {
      chart: {
        title: t("meetingRoi.table.caption"),
        years: Array.from({ length: YEARS }, (_, index) => ({ benefits: results.yearly.benefits, costs: results.yearly.recurringCosts + (index === 0 ? upfront : 0) })),
        format: money,
      },
    },
    { table: moneyTable },
    {
      table: {
        caption: t("meetingRoi.pv.caption", { rate: baseFormat.percent(applied("discountRate"), 1) }),
        columns: [t("meetingRoi.table.item"), t("meetingRoi.table.threeYears")],
        rows: [
          { cells: [t("meetingRoi.pv.benefits"), money(results.pv.benefits)] },
          { cells: [t("meetingRoi.pv.costs"), money(results.pv.costs)] },
          { cells: [t("meetingRoi.pv.npv"), money(results.pv.npv)], emphasis: true },
        ],
        note: t("meetingRoi.pv.note"),
      },
    },
    {
      table: {
        caption: t("meetingRoi.rooms.caption"),
        columns: [t("meetingRoi.input.roomSize"), t("meetingRoi.input.display"), t("meetingRoi.input.quantity"), t("meetingRoi.rooms.displayCost"), t("meetingRoi.rooms.roomCost")],
        rows: results.rooms.map((row) => ({ cells: [t(`meetingRoi.room.${row.size}`), row.displayTitle, baseFormat.number(row.quantity), money(row.displayCost), money(row.roomCostPerYear)] })),
      },
    },
  ];
};
