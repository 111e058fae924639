import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { optionLabelKey } from "../labels";
import { serializeResourceQuery, type ResourceQuery } from "../query";
import type { ResourcePage } from "../select";

export function ResourceList({ page, query }: { page: ResourcePage; query: ResourceQuery }) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const pageLink = (currentPage: number) => `/resources${serializeResourceQuery({ ...query, currentPage })}`;
  return (
    <div>
      <p role="status" className="font-medium" data-testid="total-results">
        {t("resources.totalResults", { count: page.totalResults })}
      </p>
      {page.entries.length === 0 ? (
        <p className="mt-6 rounded border border-gray-300 p-6">{t("resources.none")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {page.entries.map((resource) => (
            <li key={resource.slug} className="flex flex-col rounded-lg border border-gray-300 p-4">
              <p className="text-sm text-gray-700">
                {t(optionLabelKey("media", resource.media))} · {resource.date ? format.date(resource.date) : t("resources.undated")}
              </p>
              <h2 className="mt-1 text-lg font-semibold">
                <LocalLink to={`/resources/${resource.slug}`} className="inline-block py-0.5 text-brand-700 underline hover:text-brand-800">
                  {resource.title}
                </LocalLink>
              </h2>
              <p className="mt-2 line-clamp-3 text-gray-800">{resource.summary}</p>
              <p className="mt-auto pt-3 text-sm text-gray-700">{resource.publisher}</p>
            </li>
          ))}
        </ul>
      )}
      {page.pageCount > 1 ? (
        <nav aria-label={t("resources.pagination")} className="mt-6 flex items-center justify-between gap-4">
          {page.currentPage > 1 ? (
            <LocalLink to={pageLink(page.currentPage - 1)} className="inline-block py-0.5 font-medium text-brand-700 underline">
              {t("resources.previous")}
            </LocalLink>
          ) : (
            <span />
          )}
          <span>{t("resources.pageOf", { current: format.number(page.currentPage), total: format.number(page.pageCount) })}</span>
          {page.currentPage < page.pageCount ? (
            <LocalLink to={pageLink(page.currentPage + 1)} className="inline-block py-0.5 font-medium text-brand-700 underline">
              {t("resources.next")}
            </LocalLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
