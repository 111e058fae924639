import { LocalLink } from "~/components/ui/local-link";
import { fieldInputClass, panelClass } from "~/features/calculators/shared/components/styles";
import { numberFormatOf } from "~/utils/intl";
import { useLocale, useT } from "~/root-data";
import { sourceText, type AppliedAssumption, type FieldIssue } from "../definition";
import { ASSUMPTION_PREFIX } from "../query";
import { PERCENT_SUFFIX, percentBounds, shareAsPercent } from "../percent";
import { unitText } from "../unit-text";
import { fieldElementId, queryWithout, queryWithoutOverrides, withQuery } from "./query-links";

export type AssumptionsPanelProps = {
  assumptions: readonly AppliedAssumption[];
  /** The raw `a.<key>` values of the address, keyed by assumption key. */
  overrides: Readonly<Record<string, string>>;
  issues: readonly FieldIssue[];
  /** The page's path without prefix, and its canonical query: the reset links are built from them. */
  path: string;
  query: string;
};

/**
 * Every constant the run used, each with an `a.<key>` field for the visitor's own value (it
 * must sit inside the inputs form). Empty means the default, shown as the placeholder. An
 * overridden row says so in words and offers a reset link, which works without JavaScript.
 */
export function AssumptionsPanel({ assumptions, overrides, issues, path, query }: AssumptionsPanelProps) {
  const t = useT();
  const changed = assumptions.filter((assumption) => assumption.overridden || assumption.key in overrides).length;
  const anyOverride = changed > 0;
  // A bad override is what the visitor must see: the list then opens by itself.
  const invalid = issues.some((issue) => issue.field.startsWith(ASSUMPTION_PREFIX));
  return (
    <section aria-labelledby="calculator-assumptions-title" className={`${panelClass} break-inside-avoid-page`}>
      <h2 id="calculator-assumptions-title" className="text-xl font-semibold">
        {t("calculator.assumptions.title")}
      </h2>
      {/* Closed by default so the results sit right under the form; it opens in place without JavaScript. */}
      <details open={invalid || undefined} className="group mt-1">
        <summary className="cursor-pointer py-1 text-sm font-medium text-brand-700 underline print:hidden">
          {t("calculator.assumptions.summary", { count: assumptions.length, changed })}
        </summary>
      <p className="mt-2 text-sm text-gray-700">{t("calculator.assumptions.intro")}</p>
      <div className="assumptions-table mt-3 overflow-x-auto print:overflow-visible">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-gray-400">
              <th scope="col" className="px-2 py-1">
                {t("calculator.assumptions.name")}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t("calculator.assumptions.used")}
              </th>
              <th scope="col" className="px-2 py-1 print:hidden">
                {t("calculator.assumptions.yours")}
              </th>
              <th scope="col" className="px-2 py-1">
                {t("calculator.assumptions.unit")}
              </th>
              <th scope="col" className="px-2 py-1">
                {t("calculator.assumptions.source")}
              </th>
              <th scope="col" className="px-2 py-1">
                {t("calculator.assumptions.status")}
              </th>
            </tr>
          </thead>
          {/* The cells' border and padding come from app.css (`.assumptions-table`): one rule, not a list per cell. */}
          <tbody>
            <AssumptionRows assumptions={assumptions} overrides={overrides} issues={issues} path={path} query={query} />
          </tbody>
        </table>
      </div>
      {anyOverride ? (
        <LocalLink to={withQuery(path, queryWithoutOverrides(query))} preventScrollReset className="mt-3 inline-block text-sm font-medium text-brand-700 underline print:hidden">
          {t("calculator.assumptions.resetAll")}
        </LocalLink>
      ) : null}
      </details>
    </section>
  );
}

/** The table's rows. */
function AssumptionRows({ assumptions, overrides, issues, path, query }: AssumptionsPanelProps) {
  const t = useT();
  const { locale } = useLocale();
  const number = (value: number) => numberFormatOf(locale, { maximumFractionDigits: 4 }).format(value);
  // Shares read and are typed in per cent (percent.ts); the address keeps the share.
  const shown = (assumption: AppliedAssumption, value: number) => (assumption.percent ? numberFormatOf(locale, { style: "percent", maximumFractionDigits: 2 }).format(value) : number(value));
  return (
    <>
      {assumptions.map((assumption) => {
        const name = `${ASSUMPTION_PREFIX}${assumption.key}`;
        const id = fieldElementId(name);
        const label = t(assumption.label, assumption.labelValues);
        const issue = issues.find((candidate) => candidate.field === name);
        const override = overrides[assumption.key];
        const describedBy = [issue ? `${id}-error` : null, `${id}-default`].filter(Boolean).join(" ");
        return (
          <tr key={assumption.key} className={assumption.overridden ? "bg-amber-50" : undefined}>
            <th scope="row" className="font-medium">
              {label}
            </th>
            <td data-label={t("calculator.assumptions.used")} className="text-right font-semibold tabular-nums">{shown(assumption, assumption.value)}</td>
            <td data-label={t("calculator.assumptions.yours")} className="min-w-32 print:hidden">
              <label htmlFor={id} className="sr-only">
                {t("calculator.assumptions.inputLabel", { label: assumption.percent ? t("calculator.inputs.percentLabel", { label }) : label })}
              </label>
              <input
                id={id}
                name={assumption.percent ? `${name}${PERCENT_SUFFIX}` : name}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={override === undefined ? "" : assumption.percent ? shareAsPercent(override) : override}
                placeholder={assumption.percent ? shareAsPercent(String(assumption.defaultValue)) : String(assumption.defaultValue)}
                aria-invalid={issue ? true : undefined}
                aria-describedby={describedBy}
                className={`${fieldInputClass} mt-0 py-1`}
              />
              {/* The placeholder shows the default while the field is empty; once a value hides it, this says it. */}
              <span id={`${id}-default`} className={assumption.key in overrides ? "mt-1 block text-xs text-gray-700" : "sr-only"}>
                {t("calculator.assumptions.defaultValue", { value: shown(assumption, assumption.defaultValue) })}
              </span>
              {issue ? (
                <span id={`${id}-error`} className="mt-1 block text-sm font-medium text-red-800">
                  {t(issue.message, assumption.percent ? percentBounds(issue.values) : issue.values)}
                </span>
              ) : null}
            </td>
            <td data-label={t("calculator.assumptions.unit")}>{assumption.percent ? t(assumption.unit === "ratio" ? "calculator.unit.percent" : "calculator.unit.percentPerYear") : unitText(assumption.unit, t)}</td>
            <td data-label={t("calculator.assumptions.source")} className="text-gray-800">{sourceText(assumption.source, t)}</td>
            <td>
              {assumption.overridden ? (
                <>
                  <strong className="block font-semibold text-amber-900">{t("calculator.assumptions.overridden")}</strong>
                  {/* On screen the default sits under the field, which print leaves out. */}
                  <span className="hidden text-xs text-gray-700 print:block">{t("calculator.assumptions.defaultValue", { value: shown(assumption, assumption.defaultValue) })}</span>
                </>
              ) : null}
              {assumption.overridden || assumption.key in overrides ? (
                <LocalLink
                  to={withQuery(path, queryWithout(query, [name]))}
                  preventScrollReset
                  aria-label={t("calculator.assumptions.resetLabel", { label })}
                  className="text-brand-700 underline print:hidden"
                >
                  {t("calculator.assumptions.reset")}
                </LocalLink>
              ) : null}
            </td>
          </tr>
        );
      })}
    </>
  );
}
