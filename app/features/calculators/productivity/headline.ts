/**
 * The productivity case's headline figures and yearly money rows as the page and the PDF business
 * case both say them (one wording, so a printed case can never disagree with the page).
 */
import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { HOURS_PER_WORKING_DAY, type ProductivityResult, type ProductivityYear } from "./model";

/** Break-even as said on the page: whole seconds under a minute, else minutes (tenths under 10). */
export function breakEvenText(t: Translate, minutesPerDay: number): string {
  const seconds = Math.round(minutesPerDay * 60);
  if (seconds < 60) return t("productivity.breakEven.seconds", { seconds });
  const minutes = minutesPerDay >= 10 ? Math.round(minutesPerDay) : Math.round(minutesPerDay * 10) / 10;
  return t("productivity.breakEven.minutes", { minutes });
}

/** The minutes of an 8-hour working day: a break-even above it cannot be reached by time saved alone. */
const WORKING_DAY_MINUTES = HOURS_PER_WORKING_DAY * 60;

export type HeadlineFigure = {
  key: string;
  label: string;
  value: string;
  note?: string;
};

/** Hours saved per employee, benefits (present value), the return and the break-even. */
export function productivityHeadlineFigures(results: ProductivityResult, t: Translate, format: CalculatorFormat): HeadlineFigure[] {
  const { minutesPerDay, workingDaysPerYear } = results.breakEven;
  const breakEvenNote = [
    t("productivity.breakEven.note", {
      days: format.number(workingDaysPerYear, 1),
    }),
    ...(minutesPerDay > WORKING_DAY_MINUTES ? [t("productivity.breakEven.beyondDay")] : []),
  ].join(" ");
  return [
    {
      key: "hours",
      label: t("productivity.result.hoursPerEmployeeYear"),
      value: format.hours(results.hoursPerEmployeeYear),
    },
    {
      key: "benefits",
      label: t("productivity.result.benefitsPv"),
      value: format.money(results.pv.benefits),
      note: `${t("productivity.result.costsPv")}: ${format.money(results.pv.costs)}`,
    },
    {
      key: "roi",
      label: t("productivity.result.roi"),
      value: format.percent(results.roi, 0),
      note: `${t("productivity.result.npv")}: ${format.money(results.pv.npv)} · ${t("productivity.result.payback")}: ${t(results.paybackLabel.key, results.paybackLabel.values)}`,
    },
    {
      key: "breakEven",
      label: t("productivity.breakEven.label"),
      value: breakEvenText(t, minutesPerDay),
      note: breakEvenNote,
    },
  ];
}

/** The yearly table's money rows, in order, with the totals in bold. */
export const productivityMoneyRows: readonly {
  key: keyof ProductivityYear;
  label: PhraseKey;
  emphasis?: boolean;
}[] = [
  { key: "productivity", label: "productivity.table.productivity" },
  { key: "connectivity", label: "productivity.table.connectivity" },
  { key: "retention", label: "productivity.table.retention" },
  { key: "benefits", label: "productivity.table.benefits", emphasis: true },
  { key: "monitors", label: "productivity.table.monitors" },
  { key: "mounting", label: "productivity.table.mounting" },
  { key: "deployment", label: "productivity.table.deployment" },
  { key: "moves", label: "productivity.table.moves" },
  { key: "costs", label: "productivity.table.costs", emphasis: true },
  { key: "net", label: "productivity.table.net", emphasis: true },
];
