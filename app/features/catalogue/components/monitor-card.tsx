import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { MonitorCard as MonitorCardData } from "../catalogue.server";
import { CompareToggle } from "../compare";
import { seriesPhrase } from "../series";
import { MonitorSilhouette, silhouetteLabel } from "./monitor-silhouette";

/** Cards share one scale up to a 49-inch ultrawide, so neighbouring sizes compare at a glance. */
const CARD_FRAME_INCHES = 46;

/**
 * The collections feature's "add to collection" control for a monitor. The catalogue sits below
 * collections (which link to monitors), so the page that shows cards passes it in.
 */
export type CollectButton = (monitorId: number) => ReactNode;

/**
 * A catalogue card: the monitor's figures, then its actions (compare, collect).
 */
export function MonitorCard({ monitor, headingLevel = 2, collectButton }: { monitor: MonitorCardData; headingLevel?: 2 | 3; collectButton: CollectButton }) {
  return (
    <article className="flex flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <MonitorCardFigures monitor={monitor} headingLevel={headingLevel} />
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-gray-100 pt-3">
        <CompareToggle monitorId={monitor.id} model={monitor.model} title={monitor.title} />
        {collectButton(monitor.id)}
      </div>
    </article>
  );
}

function MonitorCardFigures({ monitor, headingLevel }: { monitor: MonitorCardData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const seriesKey = seriesPhrase(monitor.series);
  const specs = [
    monitor.sizeInches == null ? null : format.inches(monitor.sizeInches),
    monitor.resolutionWidth && monitor.resolutionHeight
      ? t("spec.resolutionValue", { width: String(monitor.resolutionWidth), height: String(monitor.resolutionHeight) })
      : null,
    monitor.refreshRateHz == null ? null : t("unit.hertz", { value: format.number(monitor.refreshRateHz) }),
    monitor.panelType,
  ].filter((value): value is string => !!value);
  const power = [
    [t("spec.powerOn"), monitor.powerOnWatts],
    [t("spec.powerSleep"), monitor.powerSleepWatts],
    [t("spec.powerOff"), monitor.powerOffWatts],
  ] as const;
  return (
    <>
      <MonitorSilhouette
        sizeInches={monitor.sizeInches}
        aspectRatio={monitor.aspectRatio}
        resolutionWidth={monitor.resolutionWidth}
        resolutionHeight={monitor.resolutionHeight}
        frameWidthInches={CARD_FRAME_INCHES}
        label={silhouetteLabel(monitor, t, format)}
        className="h-28 w-full"
      />
      {seriesKey ? <p className="mt-3 text-xs font-semibold uppercase tracking-wide text-brand-700">{t(seriesKey)}</p> : null}
      <Heading className="mt-1 text-base font-semibold">
        <LocalLink to={`/product/${monitor.slug}`} className="inline-block hover:underline">
          {monitor.title}
        </LocalLink>
      </Heading>
      <p className="mt-1 text-sm text-gray-700">{specs.join(" · ") || t("spec.notSpecified")}</p>
      <dl className="mt-3 grid grid-cols-3 gap-1 border-t border-gray-100 pt-3 text-xs">
        {power.map(([label, value]) => (
          <div key={label}>
            <dt className="text-gray-600">{label}</dt>
            <dd className="font-medium">{value == null ? t("spec.notSpecified") : t("unit.watts", { value: format.number(value, 2) })}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
