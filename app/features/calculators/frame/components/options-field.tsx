import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { AddressNotice } from "~/components/ui/address-notice";
import { LocalLink } from "~/components/ui/local-link";
import { FormField } from "~/features/calculators/shared/components/form-field";
import { quietButtonClass, secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useT } from "~/root-data";
import { hashTarget } from "~/utils/url-text";
import type { OptionColumn, OptionsSpec } from "../definition";
import { optionCellId, optionNameParam, optionParam, readOptions, type OptionRows } from "../options";
import type { MonitorChoice } from "../page-data";
import { INTENT_PARAM } from "../rows";
import { MonitorPicker } from "./monitor-picker";
import { monitorTitle } from "./option-text";
import { fieldElementId } from "./query-links";

type OptionsFieldProps = {
  field: OptionsSpec;
  /** The form's values (a list's values a line each, as form-values.ts gives them). */
  values: Readonly<Record<string, string>>;
  /** How many options to draw (the `countBy` select's choice). */
  count: number;
  monitors: readonly MonitorChoice[];
  /** Titles of chosen monitors the list lacks (an other maker's model), by slug. */
  titles?: Readonly<Record<string, string>>;
  errorOf: (name: string) => string | undefined;
  /** The rows as text with hidden fields, and a link to change them (a results page: no long lists to send). */
  summary?: { href: string } | null;
};

/** The values as lists again (a line each). */
function listsOf(values: Readonly<Record<string, string>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.split("\n")]));
}

type CellProps = { column: OptionColumn; id: string; name: string; value: string; label: string; context: string; error?: string; monitors: readonly MonitorChoice[]; titles?: Readonly<Record<string, string>> };

function Cell({ column, id, name, value, label, context, error, monitors, titles }: CellProps) {
  const t = useT();
  const elementId = fieldElementId(id);
  if (column.kind === "number") {
    return <FormField className="mt-3" id={elementId} name={name} label={label} error={error} type="text" inputMode="numeric" autoComplete="off" defaultValue={value} />;
  }
  return <MonitorPicker id={elementId} name={name} label={label} context={context} value={value} choose={t(column.choose)} monitors={monitors} search={column.search} titles={titles} error={error} />;
}

/**
 * One option's rows as text with hidden fields so the form still sends them (no monitor lists to
 * send), the number cells (energy's quantities) as fields: changed here, the answer follows.
 */
function OptionSummary({ field, number, option, monitors, titles, errorOf }: { field: OptionsSpec; number: number; option: OptionRows; monitors: readonly MonitorChoice[]; titles?: Readonly<Record<string, string>>; errorOf: (name: string) => string | undefined }) {
  const t = useT();
  const monitorColumn = field.columns.find((column) => column.kind === "monitor");
  return (
    <>
      {option.name !== "" ? <input type="hidden" name={optionNameParam(field, number)} value={option.name} /> : null}
      <ul className="mt-2 space-y-3 text-sm">
        {option.rows.map((row, index) => {
          const slug = monitorColumn ? (row[monitorColumn.key] ?? "") : "";
          return (
            <li key={index}>
              <p className="font-medium">{monitorTitle(slug, monitors, titles)}</p>
              {field.columns.map((column) => {
                const name = optionParam(field, number, column.key);
                const value = row[column.key] ?? "";
                if (column.kind !== "number") return <input key={column.key} type="hidden" name={name} value={value} />;
                const id = optionCellId(field, number, index + 1, column.id);
                return <FormField key={column.key} className="mt-1" id={fieldElementId(id)} name={name} label={t(column.label, { row: index + 1 })} error={errorOf(id)} type="text" inputMode="numeric" autoComplete="off" defaultValue={value} />;
              })}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * An `options` field: a group per option with its name and its rows (a cell per column), the
 * row buttons (move to the start, remove, add) being the form's own submit buttons
 * (`intent=…`), so they work without JavaScript (options.ts applies them).
 */
export function OptionsField({ field, values, count, monitors, titles, errorOf, summary }: OptionsFieldProps) {
  const t = useT();
  const location = useLocation();
  const options = readOptions(field, listsOf(values), count);
  // A row button's redirect names the moved or new row's first cell, or the add button, in the hash:
  // go there. A hash that cannot be read ("#%") is said, not failed on.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const target = hashTarget(location.hash);
    setUnreadable(target.id === null && target.unreadable);
    if (target.id !== null && target.id.startsWith(fieldElementId(field.name))) document.getElementById(target.id)?.focus();
  }, [location.key, location.hash, field.name]);
  const button = (intent: string) => ({ type: "submit" as const, name: INTENT_PARAM, value: intent, formNoValidate: true });
  return (
    <div className={`grid gap-4 sm:col-span-2 lg:col-span-3 ${count === 3 ? "xl:grid-cols-3" : count === 2 ? "lg:grid-cols-2" : ""}`}>
      {unreadable ? <AddressNotice className="lg:col-span-full" /> : null}
      {options.map((option, index) => {
        const number = index + 1;
        const defaultName = t(field.optionLabel, { number });
        const shownName = option.name || defaultName;
        return (
          <fieldset key={number} className="rounded-lg border border-gray-300 p-4">
            <legend className="px-1 text-lg font-semibold">{shownName}</legend>
            {errorOf(`${field.name}${number}`) ? <p className="text-sm font-medium text-red-800">{errorOf(`${field.name}${number}`)}</p> : null}
            {summary ? (
              <>
                <OptionSummary field={field} number={number} option={option} monitors={monitors} titles={titles} errorOf={errorOf} />
                <LocalLink to={summary.href} className="mt-2 inline-block py-0.5 text-sm text-brand-700 underline">
                  {t("calculator.options.change")}
                </LocalLink>
              </>
            ) : (
              <>
                <FormField
                  id={fieldElementId(`${field.name}${number}-name`)}
                  name={optionNameParam(field, number)}
                  label={t(field.nameLabel)}
                  hint={t(field.nameHint, { name: defaultName })}
                  defaultValue={option.name}
                  maxLength={field.nameMaxLength}
                  autoComplete="off"
                />
                <ol className="mt-4 space-y-4">
                  {option.rows.map((cells, rowIndex) => {
                    const row = rowIndex + 1;
                    const context = t(field.rowContext, { row, option: shownName });
                    return (
                      <li key={rowIndex} className="rounded border border-gray-200 bg-gray-50 p-3">
                        {field.columns.map((column) => {
                          const id = optionCellId(field, number, row, column.id);
                          return <Cell key={column.key} column={column} id={id} name={optionParam(field, number, column.key)} value={cells[column.key] ?? ""} label={t(column.label, { row })} context={context} error={errorOf(id)} monitors={monitors} titles={titles} />;
                        })}
                        <div className="mt-2 flex flex-wrap gap-2">
                          {rowIndex > 0 ? (
                            <button {...button(`first-row:${field.name}${number}:${rowIndex}`)} className={quietButtonClass}>
                              {t(field.firstLabel)}
                              <span className="sr-only"> – {context}</span>
                            </button>
                          ) : null}
                          {option.rows.length > 1 ? (
                            <button {...button(`remove-row:${field.name}${number}:${rowIndex}`)} className={quietButtonClass}>
                              {t(field.removeLabel)}
                              <span className="sr-only"> – {context}</span>
                            </button>
                          ) : null}
                        </div>
                      </li>
                    );
                  })}
                </ol>
                {option.rows.length < field.maxRows ? (
                  <button id={fieldElementId(`${field.name}${number}-add`)} {...button(`add-row:${field.name}${number}`)} className={`${secondaryButtonClass} mt-4`}>
                    {t(field.addLabel)}
                    <span className="sr-only"> – {shownName}</span>
                  </button>
                ) : null}
              </>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
