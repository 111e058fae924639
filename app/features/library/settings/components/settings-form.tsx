import { Form, useNavigation } from "react-router";
import { currencyName } from "~/utils/money";
import { useLocale, useRootData, useT } from "~/root-data";
import type { SettingsActionData } from "../settings-form.server";
import { unitSystems, type VisitorSettings } from "../visitor-settings";

type Props = {
  settings: VisitorSettings;
  countries: Array<{ code: string; name: string }>;
  currencies: readonly string[];
  errors: SettingsActionData["fieldErrors"];
};

const fieldClass = "mt-1 w-full rounded border border-gray-400 px-3 py-2";

export function SettingsForm({ settings, countries, currencies, errors }: Props) {
  const t = useT();
  const { language, locale } = useLocale();
  const languages = useRootData()?.languages ?? [];
  const saving = useNavigation().state === "submitting";
  const errorText = (field: keyof Props["errors"]) =>
    errors[field] ? (
      <p id={`${field}-error`} className="mt-1 text-sm text-red-700">
        {t("settings.invalid")}
      </p>
    ) : null;
  return (
    <Form method="post" className="mt-8 max-w-xl space-y-6">
      <div>
        <label htmlFor="settings-language" className="block font-semibold">{t("settings.language")}</label>
        <select id="settings-language" name="language" defaultValue={language} className={fieldClass} aria-describedby={errors.language ? "language-error" : undefined}>
          {languages.map((entry) => (
            <option key={entry.code} value={entry.code} lang={entry.code}>
              {entry.name}
            </option>
          ))}
        </select>
        {errorText("language")}
      </div>
      <fieldset>
        <legend className="font-semibold">{t("settings.units")}</legend>
        <div className="mt-2 flex gap-6">
          {unitSystems.map((units) => (
            <label key={units} className="flex items-center gap-2">
              <input type="radio" name="units" value={units} defaultChecked={settings.units === units} className="h-4 w-4" />
              {t(units === "metric" ? "settings.metric" : "settings.imperial")}
            </label>
          ))}
        </div>
        {errorText("units")}
      </fieldset>
      <div>
        <label htmlFor="settings-country" className="block font-semibold">{t("settings.country")}</label>
        <select id="settings-country" name="country" defaultValue={settings.country} className={fieldClass}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {errorText("country")}
      </div>
      <div>
        <label htmlFor="settings-currency" className="block font-semibold">{t("settings.currency")}</label>
        <select id="settings-currency" name="currency" defaultValue={settings.currency} className={fieldClass}>
          {currencies.map((currency) => (
            <option key={currency} value={currency}>
              {currencyName(currency, locale)} ({currency})
            </option>
          ))}
        </select>
        {errorText("currency")}
      </div>
      <button type="submit" disabled={saving} className="rounded bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800 disabled:opacity-60">
        {t("settings.save")}
      </button>
    </Form>
  );
}
