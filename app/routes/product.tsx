import { redirect } from "react-router";
import type { Route } from "./+types/product";
import { LocalLink } from "~/components/ui/local-link";
import { getMonitorBySlug } from "~/features/catalogue/catalogue.server";
import { CompareToggle } from "~/features/catalogue/compare";
import { ProductGamut } from "~/features/catalogue/gamut";
import { MonitorCard } from "~/features/catalogue/components/monitor-card";
import { similarMonitors } from "~/features/catalogue/similar.server";
import { AddToCollectionButton } from "~/features/collections/components/add-to-collection-button";
import { getDb } from "~/utils/db.server";
import { MonitorSilhouette, silhouetteLabel } from "~/features/catalogue/components/monitor-silhouette";
import { lengthText } from "~/features/catalogue/lengths";
import { buildSpecSheet } from "~/features/catalogue/spec-sheet";
import { FactSourcesDetails } from "~/features/catalogue/components/fact-sources-details";
import { getVisitorSettings } from "~/features/library/settings.server";
import { seriesPhrase } from "~/features/catalogue/series";
import { createFormatters } from "~/i18n/format";
import { buildPath } from "~/i18n/paths";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { getTranslator } from "~/i18n/translator.server";
import { createFirstMentionLinker, GlossaryText } from "~/features/knowledge";
import { getGlossaryLinks } from "~/features/knowledge/knowledge.server";
import { useLocale, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, language, hostMode } = requestLocale(request);
  if (!params.slug) throw redirect(buildPath("/products", language, site, hostMode));
  const slug = params.slug.slice(0, 120);
  const monitor = await getMonitorBySlug(slug);
  if (!monitor || monitor.vendor !== "Dell" || monitor.sites.length === 0) throw new Response("Not Found", { status: 404 });
  if (!monitor.sites.includes(site)) {
    // A link to the other range's model: send it to the site that sells it.
    const owner = monitor.sites[0] === "home" ? "home" : "work";
    throw redirect(buildPath(`/product/${monitor.slug}`, language, owner, hostMode));
  }
  const db = await getDb();
  const [t, similar, glossary] = await Promise.all([getTranslator(language), similarMonitors(db, monitor, site), getGlossaryLinks(db, language)]);
  return {
    monitor,
    similar,
    glossary,
    // The other site has no page for this model: its switch goes to that site's catalogue.
    siteSwitchPath: "/products",
    // Sizes in both systems, metric first for a visitor whose setting is metric.
    units: getVisitorSettings(request).units,
    meta: { title: `${monitor.title} | ${t("site.name")}`, description: t("product.metaDescription", { title: monitor.title }) },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Product({ loaderData }: Route.ComponentProps) {
  const { monitor, similar } = loaderData;
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const { units } = loaderData;
  const groups = buildSpecSheet(monitor, t, format, units, monitor.factSources);
  // The first mention of a glossary term in the spec values links to its definition.
  const linkTerms = createFirstMentionLinker(loaderData.glossary);
  const seriesKey = seriesPhrase(monitor.series);
  const hasPower = monitor.powerOnWatts != null || monitor.powerSleepWatts != null || monitor.powerOffWatts != null;
  return (
    <article>
      <LocalLink to="/products" className="text-sm text-brand-700 hover:underline">
        ← {t("product.back")}
      </LocalLink>
      {seriesKey ? <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{t(seriesKey)}</p> : null}
      <h1 className="mt-1 text-3xl font-bold">{monitor.title}</h1>
      <div className="print-hidden mt-4 flex flex-wrap items-center gap-4">
        <CompareToggle monitorId={monitor.id} model={monitor.model} title={monitor.title} />
        <AddToCollectionButton item={{ type: "monitor", monitorId: monitor.id }} />
        {hasPower ? (
          <LocalLink to={`/energy-calculator/input?m=${encodeURIComponent(monitor.slug)}`} className="font-medium text-brand-700 underline">
            {t("product.estimateEnergy")}
          </LocalLink>
        ) : null}
      </div>

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <figure>
          <MonitorSilhouette
            sizeInches={monitor.sizeInches}
            aspectRatio={monitor.aspectRatio}
            resolutionWidth={monitor.resolutionWidth}
            resolutionHeight={monitor.resolutionHeight}
            label={silhouetteLabel(monitor, t, format, units)}
            showReference
            referenceLabel={t("product.referenceLabel")}
            className="h-64 w-full"
          />
          <figcaption className="mt-3 text-sm text-gray-700">
            {t("product.silhouetteCaption", {
              size: monitor.sizeInches == null ? t("spec.notSpecified") : lengthText(monitor.sizeInches, units, t, format),
              ratio: monitor.aspectRatio ?? t("spec.notSpecified"),
            })}
          </figcaption>
          {!hasPower ? <p className="mt-4 rounded bg-amber-50 p-3 text-sm text-amber-900">{t("product.powerMissing")}</p> : null}
        </figure>

        <div className="space-y-8">
          {groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className="border-b border-gray-200 pb-2 text-xl font-semibold">
                {group.title}
              </h2>
              <dl className="divide-y divide-gray-100">
                {group.rows.map((row) => (
                  <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 py-2 text-sm">
                    <dt className="text-gray-700">
                      <GlossaryText segments={linkTerms(row.label)} />
                    </dt>
                    <dd className={row.value == null ? "text-gray-600 italic" : "font-medium"}>
                      {row.value == null ? t("spec.notSpecified") : <GlossaryText segments={linkTerms(row.value)} />}
                      {row.note && row.value != null ? <span className="block text-xs font-normal text-gray-600">{row.note}</span> : null}
                      <FactSourcesDetails sources={row.sources} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}

          <section aria-labelledby="sources-heading">
            <h2 id="sources-heading" className="border-b border-gray-200 pb-2 text-xl font-semibold">
              {t("product.sourcesHeading")}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-700">
              {monitor.sources.map((source) => (
                <li key={source}>{t(`source.${source}` as PhraseKey)}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>

      <ProductGamut
        title={monitor.title}
        model={monitor.model}
        gamut={monitor.gamut}
        primaries={monitor.gamutPrimaries}
        sources={monitor.factSources}
      />

      {similar.length > 0 ? (
        <section className="mt-16" aria-labelledby="similar-heading">
          <h2 id="similar-heading" className="text-2xl font-bold">
            {t("product.similarHeading")}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {similar.map((entry) => (
              <li key={entry.id} className="flex [&>article]:flex-1">
                <MonitorCard monitor={entry} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
