import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import { MonitorSilhouette, silhouetteLabel } from "../../components/monitor-silhouette";
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
  /** The one column shown below 768 px. */
  selectedCarousel: number;
  onRemove: (monitor: ComparedMonitor) => void;
};

/** Header silhouettes share the scale of the largest compared screen. */
function frameWidth(monitors: readonly ComparedMonitor[]): number {
  return Math.max(24, ...monitors.map((monitor) => monitor.sizeInches ?? 0));
}

/**
 * The label column takes a third; the fixed layout shares the other two thirds equally among the
 * monitor columns that are displayed (one on a phone, all on a wide screen and on paper).
 */
export function ComparisonTableView({ monitors, groups, selectedCarousel, onRemove, units }: ComparisonTableViewProps) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const frame = frameWidth(monitors);
  // Hidden on narrow screens only: printing shows every column whatever the paper width.
  const columnClass = (index: number) => (index === selectedCarousel ? "" : "max-md:not-print:hidden");
  return (
    <table className="w-full table-fixed border-collapse text-sm">
      <caption className="sr-only">{t("compare.tableCaption")}</caption>
      <thead>
        <tr>
          <th scope="col" className="sticky top-[var(--sticky-top)] z-10 transition-[top] duration-300 w-1/3 bg-white p-2 text-left align-bottom text-gray-700 print:static">
            {t("compare.specification")}
          </th>
          {monitors.map((monitor, index) => {
            const seriesKey = seriesPhrase(monitor.series);
            return (
              <th
                key={monitor.id}
                scope="col"
                className={`sticky top-[var(--sticky-top)] z-10 transition-[top] duration-300 border-t-4 bg-white p-2 text-left align-bottom font-normal print:static ${columnClass(index)}`}
                style={{ borderTopColor: columnStyle(index).colour }}
              >
                {seriesKey ? <span className="block text-xs font-semibold uppercase tracking-wide text-brand-700">{t(seriesKey)}</span> : null}
                <LocalLink to={`/product/${monitor.slug}`} className="block py-0.5 font-semibold break-words hover:underline">
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
                  aria-label={t("compare.removeName", { title: monitor.title })}
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
          {/* No colSpan: a span over hidden phone columns would make the fixed layout keep room for them. */}
          <tr className="border-b border-gray-300 bg-gray-50">
            <th scope="rowgroup" className="px-2 pt-5 pb-2 text-left text-base font-semibold">
              {group.title}
            </th>
            {monitors.map((monitor, index) => (
              <td key={monitor.id} className={columnClass(index)} />
            ))}
          </tr>
          {group.rows.map((row) => (
            <tr key={row.key} className="border-b border-gray-100">
              <th scope="row" className="p-2 text-left align-top font-normal text-gray-700">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={monitors[index]?.id ?? index} className={`p-2 align-top break-words ${cell.best ? "bg-green-50" : ""} ${columnClass(index)}`}>
                  {cell.value == null ? (
                    <span className="text-gray-600 italic">{t("spec.notSpecified")}</span>
                  ) : (
                    <span className="font-medium">{cell.value}</span>
                  )}
                  {cell.best ? " " : null}
                  {cell.best ? (
                    <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-green-800 px-2 text-xs font-semibold text-white print:border print:border-green-800 print:bg-white print:text-green-800">
                      <svg aria-hidden="true" width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="1.8">
                        <path d="M1.5 5.5 4 8l4.5-6" />
                      </svg>
                      {t("compare.best")}
                    </span>
                  ) : null}
                  {cell.note && cell.value != null ? <span className="block text-xs font-normal text-gray-600">{cell.note}</span> : null}
                  <FactSourcesDetails sources={cell.sources} unconfirmed={cell.unconfirmed} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
