import { FormField, SelectFormField } from "~/features/calculators/shared/components/form-field";
import { currencyName } from "~/utils/money";
import { collatorOf, numberFormatOf } from "~/utils/intl";
import { PERCENT_SUFFIX, shareAsPercent } from "../percent";
import { useLocale, useT } from "~/root-data";
import type { FieldSpec } from "../definition";
import type { MonitorChoice, PageMoney } from "../page-data";
import { inputCurrency, moneyLabel, usdEquivalent } from "./money-text";
import { monitorGroups, optionText, seriesText } from "./option-text";
import { fieldElementId } from "./query-links";
import { RowsField } from "./rows-field";

type FieldControlProps = {
  field: FieldSpec;
  /** The value to show; empty when the query leaves the field out. */
  value: string;
  /** What the field means when empty (field-defaults.ts), said beside "Default" so the visitor sees the value used. */
  fallback?: string;
  /** What the field stands for when empty, where that depends on the context (CalculatorPage's fieldNotes): said instead of its general hint. */
  note?: string;
  monitors: readonly MonitorChoice[];
  /** The translated message of the field's issue. */
  error?: string;
  /** The translated message of any field by name: a `rows` field's cells have their own. */
  errorOf?: (name: string) => string | undefined;
  /** The page's currencies and the form's `moneyCurrency`, for money inputs. */
  money?: PageMoney | null;
  moneyCurrency?: string;
};

/**
 * One input of a calculator, drawn from its FieldSpec. Choices without a value in the address
 * get an empty first option ("Default"), so submitting leaves the calculator's own default in
 * force instead of whatever option happens to come first.
 */
export function FieldControl({ field, value, fallback, note, monitors, error, errorOf, money, moneyCurrency }: FieldControlProps) {
  const t = useT();
  const { locale } = useLocale();
  const id = fieldElementId(field.name);
  const currency = field.kind === "number" ? inputCurrency(field.money, money, moneyCurrency) : null;
  const label = moneyLabel(t(field.label), currency, t);
  const equivalent = usdEquivalent(value, currency, money?.usdRate, t, locale);
  const hint = [note ?? (field.hint ? t(field.hint) : undefined), equivalent].filter(Boolean).join(" ") || undefined;
  const common = { name: field.name, label, hint, error, value };
  // "Default (UltraSharp)" rather than a bare "Default" when the value it stands for is known.
  const defaultText = (shown: string | undefined) => (shown === undefined ? t("calculator.inputs.default") : t("calculator.inputs.defaultOption", { value: shown }));
  switch (field.kind) {
    case "options":
      // Drawn by the inputs panel (OptionsField), which has every value the options need.
      return null;
    case "rows":
      return <RowsField field={field} value={value} monitors={monitors} errorOf={errorOf ?? (() => undefined)} money={money} moneyCurrency={moneyCurrency} />;
    case "money-currency": {
      const local = money?.local ?? "USD";
      return (
        <SelectFormField id={id} {...common}>
          {value === "" ? <option value="">{t("calculator.inputs.default")}</option> : null}
          {value !== "" && value !== "local" && value !== "USD" ? <option value={value}>{value}</option> : null}
          <option value="local">{t("calculator.money.local", { name: currencyName(local, locale), currency: local })}</option>
          <option value="USD">{t("calculator.money.usd")}</option>
        </SelectFormField>
      );
    }
    case "number":
      // Text with a decimal keypad rather than type="number": the server reads "1,000" and
      // answers out-of-range values with its own translated message, which the browser's
      // number validation would pre-empt in its own words.
      // A share is typed in per cent under its own name (percent.ts); the query keeps the share.
      return (
        <FormField
          id={id}
          name={field.percent ? `${field.name}${PERCENT_SUFFIX}` : field.name}
          label={field.percent ? t("calculator.inputs.percentLabel", { label }) : label}
          hint={hint}
          error={error}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={field.percent && value !== "" ? shareAsPercent(value) : value}
          placeholder={
            field.placeholder ??
            (fallback !== undefined
              ? t("calculator.inputs.defaultIs", { value: numberFormatOf(locale, { maximumFractionDigits: 4 }).format(Number(field.percent ? shareAsPercent(fallback) : fallback)) })
              : undefined)
          }
        />
      );
    case "select": {
      const known = field.options.some((option) => option.value === value);
      const options = field.options.map((option) => ({ value: option.value, text: optionText(option.label, t, locale) }));
      if (field.sorted) {
        const collator = collatorOf(locale);
        options.sort((first, second) => collator.compare(first.text, second.text));
      }
      return (
        <SelectFormField id={id} {...common}>
          {field.optional ? <option value="">{t(field.optional.key, field.optional.values)}</option> : value === "" ? <option value="">{defaultText(options.find((option) => option.value === fallback)?.text)}</option> : null}
          {value !== "" && !known ? <option value={value}>{value}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </SelectFormField>
      );
    }
    case "yes-no":
      return (
        <SelectFormField id={id} {...common}>
          {value === "" ? <option value="">{defaultText(fallback === "yes" ? t("calculator.inputs.yes") : fallback === "no" ? t("calculator.inputs.no") : undefined)}</option> : null}
          {value !== "" && value !== "yes" && value !== "no" ? <option value={value}>{value}</option> : null}
          <option value="yes">{t("calculator.inputs.yes")}</option>
          <option value="no">{t("calculator.inputs.no")}</option>
        </SelectFormField>
      );
    case "monitor": {
      const known = monitors.some((monitor) => monitor.slug === value);
      // 294 monitors: the options are kept between renders for each chosen value.
      return (
        <SelectFormField id={id} {...common}>
          {field.optional ? (
            <option value="">{t(field.optional.key, field.optional.values)}</option>
          ) : (
            <option value="">{t("calculator.inputs.chooseMonitor")}</option>
          )}
          {value !== "" && !known ? <option value={value}>{value}</option> : null}
          <MonitorOptions monitors={monitors} />
        </SelectFormField>
      );
    }
  }
}

/** The catalogue's monitors by series. */
export function MonitorOptions({ monitors }: { monitors: readonly MonitorChoice[] }) {
  const t = useT();
  return monitorGroups(monitors).map((group) => (
    <optgroup key={group.series ?? ""} label={group.series === null ? t("calculator.inputs.otherMonitors") : seriesText(group.series, t)}>
      {group.monitors.map((monitor) => (
        <option key={monitor.slug} value={monitor.slug}>
          {monitor.title}
        </option>
      ))}
    </optgroup>
  ));
}
