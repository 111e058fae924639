import { useEffect, useState } from "react";
import { Form, useLocation, useSubmit } from "react-router";
import { AddressNotice } from "~/components/ui/address-notice";
import { LocalLink } from "~/components/ui/local-link";
import { primaryButtonClass, quietButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { DefaultSubmit } from "~/features/calculators/shared/components/default-submit";
import { useLocale, useT } from "~/root-data";
import { hashTarget } from "~/utils/url-text";
import { fieldId, LAYOUTS, PARAM, type RawForm } from "../form-state";
import type { MonitorOption } from "../monitor-types";
import type { FieldErrors } from "../input-schema";
import type { FieldIssue } from "~/features/calculators/frame/definition";
import { OverrideFields } from "~/features/calculators/frame/components/override-fields";
import { fieldElementId } from "~/features/calculators/frame/components/query-links";
import { ASSUMPTION_PREFIX } from "~/features/calculators/frame/query";
import { ColumnFieldset } from "./column-fieldset";
import { useFieldMessages } from "./use-messages";
import { UsageFieldset, type UsageFieldsetProps } from "./usage-fieldset";

export type EnergyInputFormProps = {
  /**
   * Changes with every address the form is drawn for (its query). The fields that keep what was
   * typed (uncontrolled) are drawn anew when it changes, so they show what the server read; the
   * monitor lists stay and take their new value, since drawing 294 options per row again made
   * adding a row cost ~0.25 s of the browser's time, seconds on a busy machine.
   */
  redraw: string;
  form: RawForm;
  errors: FieldErrors;
  series: readonly string[];
  options: readonly MonitorOption[];
  extraOptions: readonly MonitorOption[];
  countries: UsageFieldsetProps["countries"];
  price: UsageFieldsetProps["price"];
  /** The address's `a.<key>` values (key without the prefix), kept as fields to correct or clear. */
  overrides: Readonly<Record<string, string>>;
  overrideIssues: readonly FieldIssue[];
};

/**
 * Moves focus to the field a row button or a redraw named in the address (#c1-row-2-monitor).
 * True when the hash cannot be read ("#%"): the form then says so instead of failing.
 */
function useFocusFromHash(): boolean {
  const location = useLocation();
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const target = hashTarget(location.hash);
    setUnreadable(target.id === null && target.unreadable);
    if (target.id !== null) document.getElementById(target.id)?.focus();
  }, [location.key, location.hash]);
  return unreadable;
}

/**
 * The inputs as one GET form: submitting shows the results, and the row and layout buttons
 * redraw the form through the input page, so all of it works without JavaScript.
 */
export function EnergyInputForm({ redraw, form, errors, series, options, extraOptions, countries, price, overrides, overrideIssues }: EnergyInputFormProps) {
  const t = useT();
  const { localPath } = useLocale();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const message = useFieldMessages(errors);
  const inputAction = localPath("/energy-calculator/input");
  const problems = Object.keys(errors);
  const unreadableHash = useFocusFromHash();

  return (
    <Form method="get" action={localPath("/energy-calculator/results")} noValidate className="space-y-6">
      <DefaultSubmit label={t("energy.input.calculate")} />
      {unreadableHash ? <AddressNotice /> : null}
      {problems.length > 0 ? (
        <div role="alert" className="rounded border-2 border-red-700 bg-red-50 p-4">
          <h2 className="font-semibold text-red-900">{t("energy.input.problems")}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {problems.map((field) => (
              <li key={field}>
                <a href={`#${field.startsWith(ASSUMPTION_PREFIX) ? fieldElementId(field) : field}`} className="text-red-900 underline">
                  {message(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset key={`layout${redraw}`}>
        <legend className="text-lg font-semibold">{t("energy.input.layout")}</legend>
        <p className="text-sm text-gray-700">{t("energy.input.layoutHint")}</p>
        <div className="mt-2 flex flex-wrap gap-4">
          {LAYOUTS.map((layout) => (
            <label key={layout} className="flex items-center gap-2">
              <input
                id={fieldId.layout(layout)}
                type="radio"
                name={PARAM.layout}
                value={layout}
                defaultChecked={form.layout === layout}
                className="size-4 accent-brand-700"
                onChange={(event) => {
                  const data = new FormData(event.currentTarget.form!);
                  data.set(PARAM.intent, "layout");
                  void submit(data, { action: inputAction, method: "get", replace: true, preventScrollReset: true });
                }}
              />
              {t(`energy.layout.${layout}`)}
            </label>
          ))}
          {hydrated ? null : (
            <button type="submit" name={PARAM.intent} value="layout" formAction={inputAction} formNoValidate className={quietButtonClass}>
              {t("energy.input.updateLayout")}
            </button>
          )}
        </div>
      </fieldset>

      <div className={`grid gap-4 ${form.columns.length === 3 ? "xl:grid-cols-3" : form.columns.length === 2 ? "lg:grid-cols-2" : ""}`}>
        {form.columns.map((column, index) => (
          <ColumnFieldset
            key={index}
            index={index}
            redraw={redraw}
            column={column}
            inputAction={inputAction}
            series={series}
            options={options}
            extraOptions={extraOptions}
            message={message}
          />
        ))}
      </div>

      <UsageFieldset key={`usage${redraw}`} form={form} countries={countries} price={price} inputAction={inputAction} message={message} />

      <OverrideFields key={`overrides${redraw}`} overrides={overrides} issues={overrideIssues} />

      {(["mode", "view", "period", "co2"] as const).map((name) => (
        <input key={name} type="hidden" name={PARAM[name]} value={form[name]} />
      ))}

      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButtonClass}>
          {t("energy.input.calculate")}
        </button>
        <LocalLink to="/energy-calculator/input" className="text-sm text-brand-700 underline">
          {t("energy.input.startAgain")}
        </LocalLink>
      </div>
    </Form>
  );
}
