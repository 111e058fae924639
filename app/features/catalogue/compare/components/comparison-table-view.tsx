import { useId, type CSSProperties } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import {
  MonitorSilhouette,
  silhouetteLabel,
} from "../../components/monitor-silhouette";
import type { UnitSystem } from "../../lengths";
import { seriesPhrase } from "../../series";
import type { ComparedMonitor } from "../compared-monitor";
import type { ComparisonGroup } from "../comparison-table";
import { FactSourcesDetails } from "../../components/fact-sources-details";
import { columnStyle } from "./column-style";

type ComparisonTableViewProps = {
  units: UnitSystem;
  monitors: readonly ComparedMonitor[];
  groups: readonly ComparisonGroup[];
  onRemove: (monitor: ComparedMonitor) => void;
};

/** Header silhouettes share the scale of the largest compared screen. */
function frameWidth(monitors: readonly ComparedMonitor[]): number {
  return Math.max(24, ...monitors.map((monitor) => monitor.sizeInches ?? 0));
}

/**
 * The label column takes a third; the fixed layout shares the other two thirds equally among the
 * monitor columns. Below 768 px every column stays (issue 50: a phone showed one monitor at a
 * time): the table scrolls sideways under a sticky label column, and rows whose values differ
 * are marked so the eye finds them without reading every cell.
 */
export function ComparisonTableView({
  monitors,
  groups,
  onRemove,
  units,
}: ComparisonTableViewProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const frame = frameWidth(monitors);
  // The label cells stay in view while a phone scrolls the monitors sideways.
  const stickyLabel = "max-md:sticky max-md:left-0 max-md:z-[5]";
  const marked = monitors.length > 1;
  // One description for every differing row: a screen reader hears the mark the eye sees.
  const differsId = useId();
  return (
    // Scrolls sideways on a phone only: a scrolling box would stop the header row sticking to the top on wider screens.
    <div
      role="region"
      aria-label={t("compare.tableCaption")}
      tabIndex={0}
      className="max-md:overflow-x-auto"
    >
      <table
        className="w-full table-fixed border-collapse text-sm max-md:min-w-[var(--compare-width)]"
        style={
          {
            "--compare-width": `${8 + monitors.length * 10}rem`,
          } as CSSProperties
        }
      >
        <caption className="sr-only">{t("compare.tableCaption")}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className={`sticky top-[var(--sticky-top)] z-10 transition-[top] duration-300 w-1/3 bg-white p-2 text-left align-bottom text-gray-700 print:static max-md:top-auto max-md:w-32 ${stickyLabel}`}
            >
              {t("compare.specification")}
            </th>
            {monitors.map((monitor, index) => {
              const seriesKey = seriesPhrase(monitor.series);
              return (
                <th
                  key={monitor.id}
                  scope="col"
                  className="sticky top-[var(--sticky-top)] z-10 transition-[top] duration-300 border-t-4 bg-white p-2 text-left align-bottom font-normal print:static max-md:static"
                  style={{ borderTopColor: columnStyle(index).colour }}
                >
                  {seriesKey ? (
                    <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">
                      {t(seriesKey)}
                    </span>
                  ) : null}
                  <LocalLink
                    to={`/product/${monitor.slug}`}
                    className="block py-0.5 font-semibold break-words hover:underline"
                  >
                    {monitor.title}
                  </LocalLink>
                  <MonitorSilhouette
                    sizeInches={monitor.sizeInches}
                    aspectRatio={monitor.aspectRatio}
                    resolutionWidth={monitor.resolutionWidth}
                    resolutionHeight={monitor.resolutionHeight}
                    frameWidthInches={frame}
                    label={silhouetteLabel(monitor, t, format, units)}
                    className="mt-1 h-12 w-full"
                  />
                  <button
                    type="button"
                    onClick={() => onRemove(monitor)}
                    aria-label={t("compare.removeName", {
                      title: monitor.title,
                    })}
                    className="mt-1 rounded border border-gray-300 px-2 py-1 text-xs font-medium hover:border-red-700 hover:text-red-800 print:hidden"
                  >
                    {t("compare.remove")}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} className="print:break-inside-avoid">
            {/* No colSpan: the group title stays in the sticky label column while the row scrolls. */}
            <tr className="border-b border-gray-300 bg-gray-50">
              <th
                scope="rowgroup"
                className={`bg-gray-50 px-2 pt-5 pb-2 text-left text-base font-semibold ${stickyLabel}`}
              >
                {group.title}
              </th>
              {monitors.map((monitor) => (
                <td key={monitor.id} />
              ))}
            </tr>
            {group.rows.map((row) => (
              <tr
                key={row.key}
                className={`border-b border-gray-100 ${marked && row.differs ? "bg-amber-50" : ""}`}
                data-differs={marked && row.differs ? "" : undefined}
              >
                <th
                  scope="row"
                  aria-describedby={
                    marked && row.differs ? differsId : undefined
                  }
                  className={`p-2 text-left align-top font-normal text-gray-700 ${marked && row.differs ? "border-l-4 border-l-amber-500 bg-amber-50" : "bg-white"} ${stickyLabel}`}
                >
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={monitors[index]?.id ?? index}
                    className={`p-2 align-top break-words ${cell.best ? "bg-green-50" : ""}`}
                  >
                    {cell.value == null ? (
                      <span className="text-gray-600 italic">
                        {t("spec.notSpecified")}
                      </span>
                    ) : (
                      <span className="font-medium">{cell.value}</span>
                    )}
                    {cell.best ? " " : null}
                    {cell.best ? (
                      <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-green-800 px-2 text-xs font-semibold text-white print:border print:border-green-800 print:bg-white print:text-green-800">
                        <svg
                          aria-hidden="true"
                          width="10"
                          height="10"
                          viewBox="0 0 10 10"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                        >
                          <path d="M1.5 5.5 4 8l4.5-6" />
                        </svg>
                        {t("compare.best")}
                      </span>
                    ) : null}
                    {cell.note && cell.value != null ? (
                      <span className="block text-xs font-normal text-gray-600">
                        {cell.note}
                      </span>
                    ) : null}
                    <FactSourcesDetails
                      sources={cell.sources}
                      unconfirmed={cell.unconfirmed}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <span id={differsId} hidden>
        {t("compare.differs")}
      </span>
    </div>
  );
}
