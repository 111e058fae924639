import { FormField } from "~/features/calculators/shared/components/form-field";
import { useT } from "~/root-data";
import type { FieldIssue } from "../definition";
import { ASSUMPTION_PREFIX } from "../query";
import { fieldElementId } from "./query-links";

/**
 * The `a.<key>` values of the address while nothing could be calculated. The assumptions panel
 * needs a run to list the assumptions, but an override with a bad value is exactly what stops
 * the run: these fields keep every override in the form, so the visitor can correct or clear
 * it, and correcting another input does not silently drop them.
 */
export function OverrideFields({ overrides, issues }: { overrides: Readonly<Record<string, string>>; issues: readonly FieldIssue[] }) {
  const t = useT();
  const keys = Object.keys(overrides);
  if (keys.length === 0) return null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold">{t("calculator.inputs.overridesTitle")}</legend>
      <p className="text-sm text-gray-700">{t("calculator.assumptions.intro")}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {keys.map((key) => {
          const name = `${ASSUMPTION_PREFIX}${key}`;
          const issue = issues.find((candidate) => candidate.field === name);
          return (
            <FormField
              key={key}
              id={fieldElementId(name)}
              name={name}
              label={t("calculator.inputs.overrideLabel", { key })}
              error={issue ? t(issue.message, issue.values) : undefined}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={overrides[key]}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

