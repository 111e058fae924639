import type { EntryNaming } from "~/features/collections";
import type { Translate } from "~/i18n/translate";
import type { FieldSpec } from "../definition";
import type { MonitorChoice } from "../page-data";
import { valueText } from "./option-text";

/**
 * A saved calculation's naming: the calculator's title and its first two inputs the visitor
 * set, as the page shows them. A choice or a monitor speaks for itself; a number or yes/no
 * needs its label ("Employees: 500"); a table gives its first row.
 */
export function entryNaming(
  calculator: string,
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, string>>,
  t: Translate,
  locale: string,
  monitors: readonly MonitorChoice[],
  localCurrency?: string,
): EntryNaming {
  const inputs = fields
    .filter(
      (field) =>
        field.kind !== "money-currency" &&
        (values[field.name] ?? "").trim() !== "",
    )
    .slice(0, 2)
    .map((field) => {
      // A table's value holds one row a line: only the first is worded, not every row then cut.
      const value =
        field.kind === "rows"
          ? values[field.name]!.split("\n")[0]!
          : values[field.name]!;
      const text = valueText(
        field,
        value,
        t,
        locale,
        monitors,
        localCurrency,
        values.moneyCurrency,
      );
      return field.kind === "number" || field.kind === "yes-no"
        ? t("entries.namedInput", { label: t(field.label), value: text })
        : text;
    });
  return { calculator, inputs };
}
