import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { filterTitleKeys } from "../search/labels";
import type { FilterId } from "../search/query";

type FacetOptionView = { value: string; labelKey?: string; label?: string; count: number; selected: boolean };

/**
 * One filter as a fieldset of checkboxes, so the form works without JavaScript. An option with
 * no match in the current result is shown disabled with its zero, not hidden.
 */
export function FacetGroup({ id, options, defaultOpen }: { id: FilterId; options: FacetOptionView[]; defaultOpen: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const title = t(filterTitleKeys[id]);
  const selectedCount = options.filter((option) => option.selected).length;
  return (
    <details open={defaultOpen || selectedCount > 0} className="group border-b border-gray-200 py-2">
      <summary className="flex cursor-pointer items-center justify-between py-1 text-sm font-semibold">
        <span>
          {title}
          {selectedCount > 0 ? <span className="ml-2 rounded-full bg-brand-700 px-2 text-xs text-white">{format.number(selectedCount)}</span> : null}
        </span>
      </summary>
      <fieldset className="mt-1">
        <legend className="sr-only">{title}</legend>
        {options.length === 0 ? (
          <p className="py-1 text-sm text-gray-600">{t("filter.noOptions")}</p>
        ) : (
          <ul className="max-h-60 space-y-0.5 overflow-y-auto pr-1">
            {options.map((option) => {
              const disabled = option.count === 0 && !option.selected;
              const label = option.labelKey ? t(option.labelKey as never) : (option.label ?? option.value);
              return (
                <li key={option.value}>
                  {/* Styled by .facet-option (app.css): the row's parts by position, disabled by its input. */}
                  <label className="facet-option">
                    <input type="checkbox" name={id} value={option.value} defaultChecked={option.selected} disabled={disabled} />
                    <span>{label}</span>
                    <span>{format.number(option.count)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
    </details>
  );
}
