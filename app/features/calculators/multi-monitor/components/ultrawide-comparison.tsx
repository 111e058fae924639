import { useT } from "~/root-data";
import type { MultiMonitorAnswer } from "../definition";
import type { SetupFormat } from "./use-setup-format";

type Ultrawide = NonNullable<MultiMonitorAnswer["ultrawide"]>;

/** The row and the single ultrawide side by side, figure by figure, at the same distance. */
export function UltrawideComparison({ results, ultrawide, format }: { results: MultiMonitorAnswer; ultrawide: Ultrawide; format: SetupFormat }) {
  const t = useT();
  const unknown = t("multiMonitor.result.unknown");
  const watts = (value: number | null) => (value === null ? unknown : t("multiMonitor.unit.watts", { value: format.number(value) }));
  const kwh = (value: number | null) => (value === null ? unknown : t("multiMonitor.unit.kwhYear", { value: format.number(value) }));
  const kg = (value: number | null) => (value === null ? unknown : t("multiMonitor.unit.kgYear", { value: format.number(value) }));
  const rows: { key: string; label: string; row: string; wide: string }[] = [
    { key: "width", label: t("multiMonitor.result.totalWidth"), row: format.cm(results.totalWidthCm), wide: format.cm(ultrawide.totalWidthCm) },
    { key: "height", label: t("multiMonitor.result.totalHeight"), row: format.cm(results.totalHeightCm), wide: format.cm(ultrawide.totalHeightCm) },
    { key: "pixels", label: t("multiMonitor.result.totalPixels"), row: format.integer(results.totalPixels), wide: format.integer(ultrawide.totalPixels) },
    { key: "desk", label: t("multiMonitor.result.deskWidth"), row: format.cm(results.deskWidthCm), wide: format.cm(ultrawide.deskWidthCm) },
    { key: "edge", label: t("multiMonitor.compare.edgeAngle"), row: format.degrees(results.edgeAngleDeg), wide: format.degrees(ultrawide.edgeAngleDeg) },
    { key: "power", label: t("multiMonitor.result.powerOn"), row: watts(results.powerOnW), wide: watts(ultrawide.powerOnW) },
    { key: "energy", label: t("multiMonitor.result.energyYear"), row: kwh(results.energyKWhYear), wide: kwh(ultrawide.energyKWhYear) },
    { key: "co2", label: t("multiMonitor.result.co2Year"), row: kg(results.co2KgYear), wide: kg(ultrawide.co2KgYear) },
  ];
  return (
    <section aria-labelledby="multi-monitor-compare-title" className="space-y-2">
      <h3 id="multi-monitor-compare-title" className="text-xl font-semibold">
        {t("multiMonitor.compare.title")}
      </h3>
      <table className="w-full max-w-2xl border-collapse text-left tabular-nums" data-testid="ultrawide-comparison">
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-1 pr-4">{t("multiMonitor.compare.figure")}</th>
            <th scope="col" className="py-1 pr-4">{t("multiMonitor.compare.row", { count: results.count, monitor: results.monitor.title })}</th>
            <th scope="col" className="py-1">{ultrawide.title}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-gray-200">
              <th scope="row" className="py-1 pr-4 font-medium">{row.label}</th>
              <td className="py-1 pr-4">{row.row}</td>
              <td className="py-1">{row.wide}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
