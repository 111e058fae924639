import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { activeFilterChips, clearFilters, serializeCatalogueQuery, toggleFilterValue, withUnspecified, type CatalogueQuery, type FilterId } from "../search/query";

type LabelLookup = (id: FilterId, value: string) => string;

/**
 * The chosen filters as removable chips (and unspecified=match as one), and "clear all". Plain
 * links: they work without JS.
 */
export function ActiveFilters({ query, labelOf }: { query: CatalogueQuery; labelOf: LabelLookup }) {
  const t = useT();
  const chips = activeFilterChips(query);
  if (chips.length === 0 && !query.unspecified) return null;
  const unspecifiedLabel = t("filter.unspecifiedMatch");
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ul className="contents">
        {chips.map((chip) => {
          const label = labelOf(chip.id, chip.value);
          return (
            <li key={`${chip.id}:${chip.value}`}>
              <LocalLink
                to={`/products${serializeCatalogueQuery(toggleFilterValue(query, chip.id, chip.value))}`}
                preventScrollReset
                className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                aria-label={t("filter.removeChip", { label })}
              >
                {label}
                <span aria-hidden="true">×</span>
              </LocalLink>
            </li>
          );
        })}
        {query.unspecified ? (
          <li>
            <LocalLink
              to={`/products${serializeCatalogueQuery(withUnspecified(query, false))}`}
              preventScrollReset
              className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
              aria-label={t("filter.removeChip", { label: unspecifiedLabel })}
            >
              {unspecifiedLabel}
              <span aria-hidden="true">×</span>
            </LocalLink>
          </li>
        ) : null}
      </ul>
      <LocalLink to={`/products${serializeCatalogueQuery(clearFilters(query))}`} preventScrollReset className="text-sm font-medium text-brand-700 underline">
        {t("filter.clearAll")}
      </LocalLink>
    </div>
  );
}
