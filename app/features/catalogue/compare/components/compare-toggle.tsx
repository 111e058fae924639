import { useId } from "react";
import { useT } from "~/root-data";
import { canSelect, isSelected } from "../selection";
import { comparisonSelection, useMonitorSelection } from "../selection-store";

type CompareToggleProps = {
  monitorId: number;
  model: string;
  title: string;
  className?: string;
};

/**
 * The "Compare" checkbox of a product card or page. Its name carries the title, so a list of
 * cards does not read as a column of identical "Compare" boxes; a fourth box is disabled and
 * says why.
 */
export function CompareToggle({
  monitorId,
  model,
  title,
  className,
}: CompareToggleProps) {
  const t = useT();
  const selection = useMonitorSelection();
  const checked = isSelected(selection, monitorId);
  const disabled = !canSelect(selection, monitorId);
  const hintId = useId();
  return (
    <div className={`print:hidden ${className ?? ""}`}>
      <label
        className={`inline-flex items-center gap-2 text-sm ${disabled ? "cursor-not-allowed text-gray-600" : "cursor-pointer font-medium text-ink"}`}
        title={disabled ? t("compare.limit") : undefined}
      >
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={checked}
          disabled={disabled}
          aria-label={t("compare.toggleName", { title })}
          aria-describedby={disabled ? hintId : undefined}
          onChange={() => comparisonSelection.toggle({ id: monitorId, model })}
        />
        <span>{t("compare.toggle")}</span>
      </label>
      {disabled ? (
        <p id={hintId} className="mt-1 text-xs text-gray-700">
          {t("compare.limit")}
        </p>
      ) : null}
    </div>
  );
}
