import { LocalLink } from "~/components/ui/local-link";
import { numberFormatOf } from "~/utils/intl";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import { formatMoney } from "~/utils/money";
import type { Choice, Question, Step } from "./question";

export type BomRow = { category: string; title: string; model: string | null; quantity: number; unitPriceUsd: number | null; reason: string };

export type BomTotals = { totalUsd: number | null; priceOnRequest: number; withinBudget: boolean | null; budgetUsd: number | null };

/** The bill of materials: a row per item, unknown prices in words (never 0), the known total and the budget. */
export function BomTable({ items, categoryKey, totals }: { items: readonly BomRow[]; categoryKey: (category: string) => PhraseKey; totals: BomTotals }) {
  const t = useT();
  const { locale } = useLocale();
  const usd = (value: number) => formatMoney(value, "USD", locale);
  const price = (value: number | null, quantity = 1) => (value === null ? t("configurator.priceOnRequest") : usd(value * quantity));
  return (
    <section aria-labelledby="bom-title">
      <h2 id="bom-title" className="text-xl font-semibold">
        {t("configurator.bom.title")}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-gray-400">
              {(["category", "item", "model", "quantity", "unitPrice", "lineTotal", "reason"] as const).map((column) => (
                <th key={column} scope="col" className="px-2 py-2 font-semibold">
                  {t(`configurator.bom.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={`${item.category}-${index}`} className="border-b border-gray-200 align-top">
                <td className="px-2 py-2">{t(categoryKey(item.category))}</td>
                <th scope="row" className="px-2 py-2 font-medium">
                  {item.title}
                </th>
                <td className="px-2 py-2">{item.model ?? "—"}</td>
                <td className="px-2 py-2 tabular-nums">{numberFormatOf(locale).format(item.quantity)}</td>
                <td className="px-2 py-2 tabular-nums">{price(item.unitPriceUsd)}</td>
                <td className="px-2 py-2 tabular-nums">{price(item.unitPriceUsd, item.quantity)}</td>
                <td className="px-2 py-2 text-gray-800">{item.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 space-y-1 text-sm">
        {totals.totalUsd === null ? (
          <p>{t("configurator.bom.noPrices")}</p>
        ) : (
          <p>
            <span className="font-semibold">{t("configurator.bom.total")}:</span> {usd(totals.totalUsd)}
          </p>
        )}
        {totals.totalUsd !== null && totals.priceOnRequest > 0 ? <p>{t("configurator.bom.onRequest", { count: totals.priceOnRequest })}</p> : null}
        {totals.budgetUsd !== null ? (
          <p>
            {t(totals.withinBudget === true ? "configurator.budget.within" : totals.withinBudget === false ? "configurator.budget.over" : "configurator.budget.unknown", {
              budget: usd(totals.budgetUsd),
            })}
          </p>
        ) : null}
      </div>
      <p className="mt-4 hidden text-xs text-gray-700 print:block">{t("configurator.printNote")}</p>
    </section>
  );
}

type SummaryProps = {
  steps: readonly Step[];
  questions: Record<string, Question[]>;
  /** The canonical answers: the defaults the recommendation used are written out too. */
  query: string;
  choices: Record<string, Choice[]>;
  stepPath: (index: number) => string;
};

/** Every answer with a link back to its step (the address keeps the others). */
export function AnswersSummary({ steps, questions, query, choices, stepPath }: SummaryProps) {
  const t = useT();
  const answers = new URLSearchParams(query);
  return (
    <section aria-labelledby="answers-title" className="print:break-inside-avoid">
      <h2 id="answers-title" className="text-xl font-semibold">
        {t("configurator.answers.title")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {steps.slice(0, -1).flatMap((step, index) =>
          (questions[step.id] ?? []).map((question) => {
            const values = answers.getAll(question.field);
            const shown =
              question.kind === "radio" || question.kind === "checkbox"
                ? values.map((value) => t(question.options.find((option) => option.value === value)?.label ?? "configurator.optional")).join("; ")
                : question.kind === "select"
                  ? (choices[question.field]?.find((choice) => choice.value === values[0])?.label ?? (question.emptyLabel ? t(question.emptyLabel) : ""))
                  : values.join("");
            return (
              <div key={question.field} className="contents">
                <dt className="font-medium">{t(question.label)}</dt>
                <dd className="flex flex-wrap gap-3">
                  <span>{shown || "—"}</span>
                  <LocalLink to={`${stepPath(index)}?${query}`} className="text-brand-700 underline print:hidden">
                    {t("configurator.answers.change")}
                    <span className="sr-only"> {t(question.label)}</span>
                  </LocalLink>
                </dd>
              </div>
            );
          }),
        )}
      </dl>
    </section>
  );
}
