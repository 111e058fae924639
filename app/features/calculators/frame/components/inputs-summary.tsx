import { useLocale, useT } from "~/root-data";
import type { FieldSpec } from "../definition";
import type { MonitorChoice, PageMoney } from "../page-data";
import { inputCurrency, moneyLabel } from "./money-text";
import { valueText } from "./option-text";

/**
 * The inputs as read-only text, for print only: a printed form shows its fields' boxes and
 * arrows, and a select prints only its chosen option's text in some browsers.
 */
export function InputsSummary({
  fields,
  values,
  monitors,
  money,
}: {
  fields: readonly FieldSpec[];
  values: Readonly<Record<string, string>>;
  monitors: readonly MonitorChoice[];
  money?: PageMoney | null;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="calculator-inputs-summary" className="hidden print:block">
      <h2 id="calculator-inputs-summary" className="text-lg font-semibold">
        {t("calculator.inputs.summaryTitle")}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {fields.map((field) => (
          <div key={field.name} className="contents">
            <dt className="text-gray-700">{moneyLabel(t(field.label), field.kind === "number" ? inputCurrency(field.money, money, values.moneyCurrency) : null, t)}</dt>
            <dd className="font-semibold">{valueText(field, values[field.name] ?? "", t, locale, monitors, money?.local, values.moneyCurrency)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
