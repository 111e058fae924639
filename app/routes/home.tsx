import type { Route } from "./+types/home";
import { LocalLink } from "~/components/ui/local-link";
import { seriesSummary } from "~/features/catalogue/catalogue.server";
import { visibleTools } from "~/features/calculators/registry";
import { createFormatters } from "~/i18n/format";
import { getTranslator } from "~/i18n/translator.server";
import { useLocale, useRootData, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const [series, t] = await Promise.all([seriesSummary(site), getTranslator(language)]);
  return {
    series,
    meta: { title: `${t(site === "work" ? "home.work.title" : "home.home.title")} | ${t("site.name")}`, description: t("site.tagline") },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const { site, locale } = useLocale();
  const format = createFormatters(locale);
  const total = loaderData.series.reduce((sum, entry) => sum + entry.models, 0);
  const powered = loaderData.series.reduce((sum, entry) => sum + entry.powered, 0);
  const tools = root?.config.features.tools
    ? visibleTools({ isPartner: root.viewer.isPartner, teiEnabled: root.config.features.tei })
    : [];
  const heroKey = site === "work" ? "work" : "home";
  return (
    <>
      <section className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 px-6 py-12 text-white md:px-12 md:py-16">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t(`home.${heroKey}.subtitle`)}</p>
        <h1 className="mt-3 max-w-3xl text-3xl font-bold md:text-5xl">{t(`home.${heroKey}.title`)}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">{t(`home.${heroKey}.lead`)}</p>
        <p className="mt-4 text-sm text-brand-100">
          {t("home.catalogueStats", { count: format.number(total), powered: format.number(powered) })}
        </p>
        <LocalLink to="/products" className="mt-8 inline-block rounded bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
          {t("home.browseAll")}
        </LocalLink>
      </section>

      <section className="mt-12" aria-labelledby="series-heading">
        <h2 id="series-heading" className="text-2xl font-bold">
          {t("home.seriesHeading")}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.series.map((entry) => (
            <li key={entry.series}>
              <LocalLink
                to={`/products?series=${entry.series}`}
                className="block h-full rounded-lg border border-gray-200 p-5 hover:border-brand-600 hover:shadow-md"
              >
                <span className="block text-lg font-semibold text-brand-800">{t(`series.${entry.series}`)}</span>
                <span className="mt-1 block text-sm text-gray-700">{t("home.seriesCount", { count: format.number(entry.models) })}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>

      {tools.length > 0 ? (
        <section className="mt-12" aria-labelledby="tools-heading">
          <h2 id="tools-heading" className="text-2xl font-bold">
            {t("home.toolsHeading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {tools.map((tool) => (
              <li key={tool.id}>
                <LocalLink to={tool.path} className="block h-full rounded-lg bg-gray-50 p-5 hover:bg-brand-50">
                  <span className="block font-semibold">{t(tool.titleKey)}</span>
                  <span className="mt-1 block text-sm text-gray-700">{t(tool.summaryKey)}</span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
