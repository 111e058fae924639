import type { Route } from "./+types/products";
import { LocalLink } from "~/components/ui/local-link";
import { listMonitors, seriesSummary } from "~/features/catalogue/catalogue.server";
import { MonitorCard } from "~/features/catalogue/components/monitor-card";
import { serializeListQuery } from "~/features/catalogue/list-query";
import { parseListQuery } from "~/features/catalogue/parse-list-query.server";
import { createFormatters } from "~/i18n/format";
import { getTranslator } from "~/i18n/translator.server";
import { useLocale, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const query = parseListQuery(new URL(request.url).searchParams);
  const [list, series, t] = await Promise.all([
    listMonitors({ site, series: query.series, page: query.currentPage }),
    seriesSummary(site),
    getTranslator(language),
  ]);
  return {
    ...list,
    query: { ...query, currentPage: list.page },
    series,
    meta: {
      title: `${t("products.title")} | ${t("site.name")}`,
      description: t("products.metaDescription", { count: list.total }),
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const { items, total, page, pages, query, series } = loaderData;
  const chip = (active: boolean) =>
    `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${
      active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 hover:border-brand-600"
    }`;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">{t("products.title")}</h1>
        <p className="text-gray-700" role="status">
          {t("products.count", { count: format.number(total) })} · {t("products.newest")}
        </p>
      </div>

      <nav aria-label={t("products.seriesFilter")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <LocalLink to="/products" className={chip(!query.series)} aria-current={!query.series ? "page" : undefined}>
              {t("products.allSeries")}
            </LocalLink>
          </li>
          {series.map((entry) => (
            <li key={entry.series}>
              <LocalLink
                to={`/products?series=${entry.series}`}
                className={chip(query.series === entry.series)}
                aria-current={query.series === entry.series ? "page" : undefined}
              >
                {t(`series.${entry.series}`)}
                <span className="text-xs opacity-80">({format.number(entry.models)})</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>

      {items.length === 0 ? (
        <p className="mt-12 text-center text-gray-700">{t("products.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((monitor) => (
            <li key={monitor.id} className="flex [&>article]:flex-1">
              <MonitorCard monitor={monitor} />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 ? (
        <nav aria-label={t("products.pagination")} className="mt-10 flex items-center justify-center gap-4">
          {page > 1 ? (
            <LocalLink to={`/products${serializeListQuery({ ...query, currentPage: page - 1 })}`} className="rounded border border-gray-300 px-4 py-2 hover:border-brand-600" rel="prev">
              {t("products.previous")}
            </LocalLink>
          ) : null}
          <span>{t("products.pageOf", { page: format.number(page), pages: format.number(pages) })}</span>
          {page < pages ? (
            <LocalLink to={`/products${serializeListQuery({ ...query, currentPage: page + 1 })}`} className="rounded border border-gray-300 px-4 py-2 hover:border-brand-600" rel="next">
              {t("products.next")}
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
