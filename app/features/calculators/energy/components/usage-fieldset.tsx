import { useSubmit } from "react-router";
import { FormField } from "~/features/calculators/shared/components/form-field";
import { quietButtonClass, selectClass } from "~/features/calculators/shared/components/styles";
import { formatUnitPrice } from "~/utils/money";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { useLocale, useT } from "~/root-data";
import { fieldId, PARAM, type RawForm } from "../form-state";
import type { AutomaticPrice } from "../price";
import { BOUNDS } from "../input-schema";
import { priceSourceText } from "./price-source-text";

export type UsageFieldsetProps = {
  form: RawForm;
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** The country's price (none: the field is required) and the country's name for the hint. */
  price: { currency: string; automatic: AutomaticPrice | null; countryName: string };
  inputAction: string;
  message: (field: string) => string | undefined;
};

function RadioGroup<T extends string>({ legend, name, value, choices }: { legend: string; name: string; value: T; choices: ReadonlyArray<{ value: T; label: string }> }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-4">
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm">
            <input type="radio" name={name} value={choice.value} defaultChecked={value === choice.value} className="size-4 accent-brand-700" />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Where and how the monitors are used: country, environment, price, hours, days, units. */
export function UsageFieldset({ form, countries, price, inputAction, message }: UsageFieldsetProps) {
  const t = useT();
  const { locale } = useLocale();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const countryError = message(fieldId.country);
  return (
    <fieldset className="rounded-lg border border-gray-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t("energy.input.usageLegend")}</legend>
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={fieldId.country} className="block text-sm font-medium">
            {t("energy.input.country")}
          </label>
          <select
            id={fieldId.country}
            name={PARAM.country}
            defaultValue={form.country}
            className={selectClass}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={`${fieldId.country}-hint${countryError ? ` ${fieldId.country}-error` : ""}`}
            onChange={(event) => {
              // The price and currency follow the country: redraw the form for it.
              const data = new FormData(event.currentTarget.form!);
              data.set(PARAM.intent, "country");
              void submit(data, { action: inputAction, method: "get", replace: true, preventScrollReset: true });
            }}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {countryError ? (
            <p id={`${fieldId.country}-error`} className="mt-1 text-sm font-medium text-red-800">
              {countryError}
            </p>
          ) : null}
          <p id={`${fieldId.country}-hint`} className="mt-1 text-xs text-gray-700">
            {t("energy.input.countryHint", { currency: price.currency })}
          </p>
          {hydrated ? null : (
            <button type="submit" name={PARAM.intent} value="country" formAction={inputAction} formNoValidate className={quietButtonClass}>
              {t("energy.input.updateCountry")}
            </button>
          )}
        </div>
        <RadioGroup
          legend={t("energy.input.environment")}
          name={PARAM.environment}
          value={form.environment}
          choices={[
            { value: "office", label: t("energy.input.office") },
            { value: "home", label: t("energy.input.home") },
          ]}
        />
        <FormField
          id={fieldId.price}
          name={PARAM.price}
          label={t("energy.input.price", { currency: price.currency })}
          hint={
            price.automatic
              ? t("energy.input.priceHint", {
                  price: formatUnitPrice(price.automatic.amount, price.currency, locale),
                  source: priceSourceText(price.automatic.source, t, locale),
                })
              : t("energy.input.priceNone", { country: price.countryName })
          }
          required={price.automatic === null}
          type="number"
          inputMode="decimal"
          min={BOUNDS.price.min}
          step="any"
          defaultValue={form.price}
          error={message(fieldId.price)}
        />
        <FormField
          id={fieldId.hours}
          name={PARAM.hours}
          label={t("energy.input.hours")}
          type="number"
          inputMode="decimal"
          min={BOUNDS.hours.min}
          max={BOUNDS.hours.max}
          step="any"
          defaultValue={form.hours}
          error={message(fieldId.hours)}
        />
        <FormField
          id={fieldId.days}
          name={PARAM.days}
          label={t("energy.input.days")}
          type="number"
          inputMode="numeric"
          min={BOUNDS.days.min}
          max={BOUNDS.days.max}
          step={1}
          defaultValue={form.days}
          error={message(fieldId.days)}
        />
        <RadioGroup
          legend={t("energy.input.units")}
          name={PARAM.units}
          value={form.units}
          choices={[
            { value: "metric", label: t("energy.input.metric") },
            { value: "imperial", label: t("energy.input.imperial") },
          ]}
        />
      </div>
    </fieldset>
  );
}
