import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { getMonitorBySlug } from "../catalogue.server";
import { CompareToggle } from "../compare";
import { ProductGamut } from "../gamut";
import { lengthText, type UnitSystem } from "../lengths";
import { seriesPhrase } from "../series";
import type { similarMonitors } from "../similar.server";
import { sourcedFacts } from "../fact-sources";
import { buildSpecSheet } from "../spec-sheet";
import { FactSourcesDetails } from "./fact-sources-details";
import { MonitorCard, type CollectButton } from "./monitor-card";
import { MonitorSilhouette, silhouetteLabel } from "./monitor-silhouette";

export type ProductPageProps = {
  monitor: NonNullable<Awaited<ReturnType<typeof getMonitorBySlug>>>;
  similar: Awaited<ReturnType<typeof similarMonitors>>;
  units: UnitSystem;
  collectButton: CollectButton;
  /** Renders a spec label or value; the route links glossary terms through it (a higher feature). */
  renderText: (text: string) => ReactNode;
};

/** A product's page: spec sheet, silhouette, gamut and similar models. */
export function ProductPage({ monitor, similar, units, collectButton, renderText }: ProductPageProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const groups = buildSpecSheet(monitor, t, format, units, sourcedFacts(monitor.factSources));
  const seriesKey = seriesPhrase(monitor.series);
  const hasPower = monitor.powerOnWatts != null || monitor.powerSleepWatts != null || monitor.powerOffWatts != null;
  return (
    <article>
      <LocalLink to="/products" className="inline-block py-0.5 text-sm text-brand-700 hover:underline">
        ← {t("product.back")}
      </LocalLink>
      {seriesKey ? <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">{t(seriesKey)}</p> : null}
      <h1 className="mt-1 text-3xl font-bold">{monitor.title}</h1>
      <div className="print-hidden mt-4 flex flex-wrap items-center gap-4">
        <CompareToggle monitorId={monitor.id} model={monitor.model} title={monitor.title} />
        {collectButton(monitor.id)}
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
                      {renderText(row.label)}
                    </dt>
                    <dd className={row.value == null ? "text-gray-600 italic" : "font-medium"}>
                      {row.value == null ? t("spec.notSpecified") : renderText(row.value)}
                      {row.note && row.value != null ? <span className="block text-xs font-normal text-gray-600">{row.note}</span> : null}
                      <FactSourcesDetails sources={row.sources} unconfirmed={row.unconfirmed} />
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
                <MonitorCard monitor={entry} headingLevel={3} collectButton={collectButton} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
