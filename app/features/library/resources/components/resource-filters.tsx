import { useRef, type FormEvent } from "react";
import { Form, useNavigate } from "react-router";
import { useLocale, useT } from "~/root-data";
import { facetLabelKey, optionLabelKey, sortLabelKey } from "../labels";
import { emptyFilters, serializeResourceQuery, type ResourceQuery } from "../query";
import type { ResourcePage } from "../select";
import { facetNames, sortOptions, type SortOption } from "../vocabulary";

/** The search, filter and sort form. A GET form: it works without scripts; with them each change applies at once. */
export function ResourceFilters({ query, counts }: { query: ResourceQuery; counts: ResourcePage["counts"] }) {
  const t = useT();
  const { localPath } = useLocale();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);

  function apply(event?: FormEvent) {
    event?.preventDefault();
    if (!form.current) return;
    const data = new FormData(form.current);
    const filters = emptyFilters();
    for (const name of facetNames) filters[name] = data.getAll(name).map(String);
    const next: ResourceQuery = {
      search: String(data.get("search") ?? "").trim(),
      filters,
      sortby: (String(data.get("sortby") ?? query.sortby) as SortOption) ?? query.sortby,
      currentPage: 1,
    };
    navigate(`${localPath("/resources")}${serializeResourceQuery(next)}`, { preventScrollReset: true });
  }

  return (
    <Form ref={form} method="get" onSubmit={apply} className="space-y-6" aria-label={t("resources.filtersLabel")}>
      <div>
        <label htmlFor="resource-search" className="block font-semibold">
          {t("resources.searchLabel")}
        </label>
        <div className="mt-1 flex gap-2">
          <input id="resource-search" name="search" type="search" defaultValue={query.search} className="w-full rounded border border-gray-400 px-3 py-2" />
          <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t("resources.apply")}
          </button>
        </div>
      </div>
      <div>
        <label htmlFor="resource-sort" className="block font-semibold">
          {t("resources.sortLabel")}
        </label>
        <select id="resource-sort" name="sortby" defaultValue={query.sortby} onChange={() => apply()} className="mt-1 w-full rounded border border-gray-400 px-3 py-2">
          {sortOptions.map((sort) => (
            <option key={sort} value={sort}>
              {t(sortLabelKey(sort))}
            </option>
          ))}
        </select>
      </div>
      {facetNames.map((name) => (
        <fieldset key={name}>
          <legend className="font-semibold">{t(facetLabelKey(name))}</legend>
          <ul className="mt-2 space-y-1">
            {counts[name].map(({ value, count }) => (
              <li key={value}>
                <label className="flex items-center gap-2">
                  <input type="checkbox" name={name} value={value} defaultChecked={query.filters[name].includes(value)} onChange={() => apply()} className="h-4 w-4" />
                  <span>{t(optionLabelKey(name, value))}</span>
                  <span className="text-sm text-gray-700">({count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </Form>
  );
}
