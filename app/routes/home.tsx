import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/home";
import { LocalLink } from "~/components/ui/local-link";
import { seriesSummary } from "~/features/catalogue/catalogue.server";
import { BannerCarousel } from "~/features/content/components/banner-carousel";
import { Hero } from "~/features/content/components/hero";
import { UseCaseAccordion } from "~/features/content/components/use-case-accordion";
import { homeBlocksFor } from "~/features/content/home-page.server";
import type { HeroContent } from "~/features/content/home-data";
import { createFormatters } from "~/i18n/format";
import { getTranslator } from "~/i18n/translator.server";
import { useLocale, useRootData, useT } from "~/root-data";
import { getEnv, getPublicConfig } from "~/utils/env.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const bannersOn = getPublicConfig(getEnv()).features.banners;
  const [series, t, blocks] = await Promise.all([
    seriesSummary(site),
    getTranslator(language),
    homeBlocksFor(site, language, { bannersOn }),
  ]);
  // Without home content the site's own phrases still give the page a hero.
  const heroKey = site === "work" ? "work" : "home";
  const hero: HeroContent = blocks.hero ?? {
    subtitle: t(`home.${heroKey}.subtitle`),
    title: t(`home.${heroKey}.title`),
    lead: t(`home.${heroKey}.lead`),
    callsToAction: [{ label: t("home.browseAll"), href: "/products" }],
  };
  return {
    series,
    hero,
    useCases: blocks.useCases,
    banners: blocks.banners,
    meta: { title: `${t(site === "work" ? "home.work.title" : "home.home.title")} | ${t("site.name")}`, description: t("site.tagline") },
  };
}

/** The home content is loaded once per visit of the page: a query change on it does not refetch. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
};

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const total = loaderData.series.reduce((sum, entry) => sum + entry.models, 0);
  const powered = loaderData.series.reduce((sum, entry) => sum + entry.powered, 0);
  const features = root?.config.features;
  const tools = features?.tools ? (root?.tools ?? []) : [];
  return (
    <>
      {features?.banners && loaderData.banners.length > 0 ? <BannerCarousel banners={loaderData.banners} /> : null}

      <Hero hero={loaderData.hero} animate={features?.heroAnimation ?? false}>
        <p className="mt-4 text-sm text-brand-100">
          {t("home.catalogueStats", { count: format.number(total), powered: format.number(powered) })}
        </p>
      </Hero>

      <UseCaseAccordion useCases={loaderData.useCases} />

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
                <span className="mt-1 block text-sm text-gray-700">{t("home.seriesCount", { count: entry.models })}</span>
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
              <li key={tool.name}>
                <LocalLink to={tool.entry} className="block h-full rounded-lg bg-gray-50 p-5 hover:bg-brand-50">
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
