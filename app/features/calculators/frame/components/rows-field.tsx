import { useEffect } from "react";
import { useLocation } from "react-router";
import { hashTarget } from "~/utils/url-text";
import { FieldMessage, FormField } from "~/features/calculators/shared/components/form-field";
import { secondaryButtonClass, selectClass } from "~/features/calculators/shared/components/styles";
import { useLocale, useT } from "~/root-data";
import type { FieldSpec, RowColumn } from "../definition";
import type { MonitorChoice, PageMoney } from "../page-data";
import { inputCurrency, moneyLabel, usdEquivalent } from "./money-text";
import { cellName, INTENT_PARAM, rowCells } from "../rows";
import { optionText } from "./option-text";
import { fieldElementId } from "./query-links";

type RowsSpec = Extract<FieldSpec, { kind: "rows" }>;

/** The rows a `rows` field shows: the address's (a row a line), else one row of first choices. */
export function shownRows(field: RowsSpec, value: string, monitors: readonly MonitorChoice[]): Record<string, string>[] {
  if (value !== "") return value.split("\n").map((row) => rowCells(field, row));
  const first = (column: RowColumn) => (column.kind === "select" ? (column.options[0]?.value ?? "") : column.kind === "monitor" ? (monitors[0]?.slug ?? "") : "");
  return [Object.fromEntries(field.columns.map((column) => [column.key, first(column)]))];
}

type CellProps = { column: RowColumn; name: string; value: string; label: string; error?: string; monitors: readonly MonitorChoice[]; money?: PageMoney | null; moneyCurrency?: string };

function Cell({ column, name, value, label, error, monitors, money, moneyCurrency }: CellProps) {
  const t = useT();
  const { locale } = useLocale();
  const id = fieldElementId(name);
  if (column.kind === "number") {
    const currency = inputCurrency(column.money, money, moneyCurrency);
    const hint = [column.hint ? t(column.hint) : undefined, usdEquivalent(value, currency, money?.usdRate, t, locale)].filter(Boolean).join(" ") || undefined;
    return (
      <FormField
        id={id}
        name={name}
        label={moneyLabel(label, currency, t)}
        hint={hint}
        error={error}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        placeholder={column.placeholder}
      />
    );
  }
  const errorId = error ? `${id}-error` : undefined;
  const options = column.kind === "select" ? column.options.map((option) => ({ value: option.value, text: optionText(option.label, t, locale) })) : monitors.map((monitor) => ({ value: monitor.slug, text: monitor.title }));
  const known = options.some((option) => option.value === value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={selectClass} aria-invalid={error ? true : undefined} aria-describedby={errorId}>
        {column.kind === "monitor" ? <option value="">{t("meetingRoi.input.chooseDisplay")}</option> : null}
        {value !== "" && !known ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/**
 * A `rows` field: a group per row with a field per cell (`rooms.0.quantity`) and a remove
 * button, then an add button. The buttons are the form's own submit buttons (`intent=…`), so
 * they work without JavaScript; the loader joins the cells and applies them (frame/rows.ts).
 */
type RowsFieldProps = {
  field: RowsSpec;
  value: string;
  monitors: readonly MonitorChoice[];
  errorOf: (name: string) => string | undefined;
  money?: PageMoney | null;
  moneyCurrency?: string;
};

export function RowsField({ field, value, monitors, errorOf, money, moneyCurrency }: RowsFieldProps) {
  const t = useT();
  const location = useLocation();
  const rows = shownRows(field, value, monitors);
  // A row button's redirect names the new row's first cell or the add button in the hash: go there.
  useEffect(() => {
    const target = hashTarget(location.hash);
    if (target.id !== null && target.id.startsWith(`${fieldElementId(field.name)}-`)) document.getElementById(target.id)?.focus();
  }, [location.key, location.hash, field.name]);
  const hintId = field.hint ? `${fieldElementId(field.name)}-hint` : undefined;
  return (
    <fieldset className="space-y-3 sm:col-span-2 lg:col-span-3" aria-describedby={hintId}>
      <legend className="text-sm font-semibold">{t(field.label)}</legend>
      {field.hint ? (
        <p id={hintId} className="text-xs text-gray-700">
          {t(field.hint)} {t("calculator.rows.rowCount", { max: field.maxRows })}
        </p>
      ) : null}
      {rows.map((cells, index) => (
        <fieldset key={index} className="grid items-end gap-3 rounded border border-gray-300 p-3 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="px-1 text-xs font-semibold text-gray-700">{t("calculator.rows.row", { row: index + 1 })}</legend>
          {field.columns.map((column) => {
            const name = cellName(field.name, index, column.key);
            return <Cell key={column.key} column={column} name={name} value={cells[column.key] ?? ""} label={t(column.label)} error={errorOf(name) ?? (column === field.columns[0] ? errorOf(`${field.name}.${index}`) : undefined)} monitors={monitors} money={money} moneyCurrency={moneyCurrency} />;
          })}
          <div>
            <button type="submit" name={INTENT_PARAM} value={`remove-row:${field.name}:${index}`} className={secondaryButtonClass}>
              {t(field.removeLabel, { row: index + 1 })}
            </button>
          </div>
        </fieldset>
      ))}
      {rows.length < field.maxRows ? (
        <button type="submit" id={fieldElementId(`${field.name}.add`)} name={INTENT_PARAM} value={`add-row:${field.name}`} className={secondaryButtonClass}>
          {t(field.addLabel)}
        </button>
      ) : null}
    </fieldset>
  );
}
