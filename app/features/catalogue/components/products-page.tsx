import { useEffect, useRef, type FormEvent } from "react";
import { Form, useNavigate, useNavigation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { UNSPECIFIED } from "../search/facts";
import { filterTitleKeys, sortLabelKeys } from "../search/labels";
import { filterIds, serializeCatalogueQuery, sortKeys, UNSPECIFIED_MATCH, type CatalogueQuery, type FilterId, type SortKey } from "../search/query";
import type { CatalogueSearchResult } from "../search/search.server";
import { ActiveFilters } from "./active-filters";
import { AlsoMatchingNote } from "./also-matching-note";
import { FacetGroup } from "./facet-group";
import { MonitorCard, type CollectButton } from "./monitor-card";

/** Facets open by default: the ones people reach for first. */
const openByDefault = new Set<FilterId>(["series", "sizes", "resolutions", "panelType", "refreshRate"]);

/** The form's fields as a query, so every change lands on the one canonical URL. */
function queryFromForm(form: HTMLFormElement, sortby: SortKey): CatalogueQuery {
  const data = new FormData(form);
  const filters: CatalogueQuery["filters"] = {};
  for (const id of filterIds) {
    const values = data.getAll(id).map(String);
    if (values.length > 0) filters[id] = values;
  }
  const chosenSort = String(data.get("sortby") ?? sortby);
  const query: CatalogueQuery = {
    search: String(data.get("search") ?? ""),
    filters,
    sortby: (sortKeys as readonly string[]).includes(chosenSort) ? (chosenSort as SortKey) : sortby,
    currentPage: 1,
  };
  if (data.get("unspecified") === UNSPECIFIED_MATCH) query.unspecified = true;
  return query;
}

export type ProductsPageData = CatalogueSearchResult & { query: CatalogueQuery };

/** The catalogue page: search, sort, facets, the result cards and the pages. */
export function ProductsPage({
  data,
  issues = [],
  collectButton,
}: {
  data: ProductsPageData;
  /** Filter values of the address that name no option (the page answered 400 and left them out). */
  issues?: ReadonlyArray<{ field: string; message: string }>;
  collectButton: CollectButton;
}) {
  const t = useT();
  const { locale, localPath } = useLocale();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const format = createFormatters(locale);
  const { items, total, page, pages, query, facets, understood, alsoMatching } = data;
  const formRef = useRef<HTMLFormElement>(null);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const busy = navigation.state === "loading" && navigation.location.pathname === localPath("/products");

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  // With JavaScript every change goes straight to the one canonical URL of the new choice, so
  // lists stay bookmarkable and Back/Forward step through them; without it the form submits.
  const go = () => {
    if (!formRef.current) return;
    navigate(`${localPath("/products")}${serializeCatalogueQuery(queryFromForm(formRef.current, query.sortby))}`, {
      preventScrollReset: true,
    });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    clearTimeout(searchTimer.current);
    if (target.name === "search") searchTimer.current = setTimeout(go, 400);
    else if (target.name) go();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearTimeout(searchTimer.current);
    go();
  };

  const labelOf = (id: FilterId, value: string) => {
    // "Not specified" alone would not say which facet's chip it is.
    if (value === UNSPECIFIED) return t("filter.notSpecifiedChip", { facet: t(filterTitleKeys[id]) });
    const option = facets.find((facet) => facet.id === id)?.options.find((entry) => entry.value === value);
    if (!option) return value;
    return option.labelKey ? t(option.labelKey) : (option.label ?? value);
  };

  const pageLink = (target: number) => `/products${serializeCatalogueQuery({ ...query, currentPage: target })}`;

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t("products.title")}</h1>
        <p className="text-gray-700" role="status" aria-live="polite">
          {t("products.count", { count: total })}
        </p>
      </div>

      {issues.length > 0 ? (
        <div role="alert" className="mt-4 rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          <p className="font-medium">{t("filter.error.summary")}</p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={`${issue.field}:${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <Form
        ref={formRef}
        method="get"
        action={localPath("/products")}
        preventScrollReset
        onChange={onChange}
        onSubmit={onSubmit}
        className="mt-6 grid gap-8 lg:grid-cols-[280px_minmax(0,1fr)]"
      >
        <div className="lg:col-span-2">
          {/* Kept through every change of the form, as the filters are; its chip removes it. */}
          {query.unspecified ? <input type="hidden" name="unspecified" value={UNSPECIFIED_MATCH} /> : null}
          <div className="flex flex-wrap items-end gap-3">
            <div className="min-w-64 max-w-[650px] flex-1">
              <label htmlFor="catalogue-search" className="block text-sm font-medium">
                {t("search.label")}
              </label>
              <input
                id="catalogue-search"
                type="search"
                name="search"
                defaultValue={query.search}
                key={query.search}
                maxLength={200}
                placeholder={t("search.placeholder")}
                className="mt-1 w-full rounded border border-gray-400 px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="catalogue-sort" className="block text-sm font-medium">
                {t("sort.label")}
              </label>
              <select id="catalogue-sort" name="sortby" defaultValue={query.sortby} key={query.sortby} className="mt-1 rounded border border-gray-400 px-3 py-2">
                {sortKeys.map((key) => (
                  <option key={key} value={key}>
                    {t(sortLabelKeys[key])}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
              {t("search.submit")}
            </button>
          </div>
          {understood.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-x-4 text-sm text-gray-700">
              {understood.map((entry) => (
                <li key={entry.token}>{t("search.understood", { token: entry.token, meaning: t(entry.meaningKey, entry.values) })}</li>
              ))}
            </ul>
          ) : null}
          <ActiveFilters query={query} labelOf={labelOf} />
        </div>

        <div>
          {/* A CSS-only toggle shows the filters on small screens, with or without JavaScript. */}
          <input type="checkbox" id="show-filters" aria-label={t("products.filters")} className="peer sr-only" />
          <label
            htmlFor="show-filters"
            className="block cursor-pointer rounded border border-gray-300 px-4 py-2 font-medium peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600 lg:hidden"
          >
            {t("products.filters")}
          </label>
          <aside aria-label={t("products.filters")} className="hidden peer-checked:block lg:block">
            {facets.map((facet) => (
              <FacetGroup key={facet.id} id={facet.id} options={facet.options} defaultOpen={openByDefault.has(facet.id)} />
            ))}
          </aside>
        </div>

        <section aria-label={t("products.results")} aria-busy={busy} className={busy ? "opacity-60 transition-opacity" : undefined}>
          {items.length === 0 ? (
            <div className="rounded-lg border border-dashed border-gray-300 p-10 text-center">
              <p className="text-gray-700">{t("products.empty")}</p>
              <LocalLink to="/products" className="mt-3 inline-block font-medium text-brand-700 underline">
                {t("filter.clearAll")}
              </LocalLink>
            </div>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {items.map((monitor) => (
                <li key={monitor.id} className="flex [&>article]:flex-1">
                  <MonitorCard monitor={monitor} collectButton={collectButton} />
                </li>
              ))}
            </ul>
          )}
          {alsoMatching ? <AlsoMatchingNote alsoMatching={alsoMatching} query={query} /> : null}

          {pages > 1 ? (
            <nav aria-label={t("products.pagination")} className="mt-10 flex items-center justify-center gap-4">
              {page > 1 ? (
                <LocalLink to={pageLink(page - 1)} className="rounded border border-gray-300 px-4 py-2 hover:border-brand-600" rel="prev">
                  {t("products.previous")}
                </LocalLink>
              ) : null}
              <span>{t("products.pageOf", { page: format.number(page), pages: format.number(pages) })}</span>
              {page < pages ? (
                <LocalLink to={pageLink(page + 1)} className="rounded border border-gray-300 px-4 py-2 hover:border-brand-600" rel="next">
                  {t("products.next")}
                </LocalLink>
              ) : null}
            </nav>
          ) : null}
        </section>
      </Form>
    </>
  );
}
