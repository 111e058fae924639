import { SourcesList } from "~/features/calculators/frame/components/sources-list";
import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { Note } from "~/features/calculators/shared/components/note";
import { useT } from "~/root-data";
import type { MultiMonitorAnswer } from "../definition";
import { ConnectionPlanSection } from "./connection-plan-section";
import { TopViewDiagram } from "./top-view-diagram";
import { UltrawideComparison } from "./ultrawide-comparison";
import { useSetupFormat } from "./use-setup-format";

// The largest comfortable angle from straight ahead to a screen's centre (the ergonomics guide's ±35°).
const WIDE_ANGLE_DEG = 35;

/** The headline figures, the connection plan, the ultrawide comparison, the top view and the sources. */
export function MultiMonitorResults({ run }: { run: CalculatorRunData<MultiMonitorAnswer> }) {
  const t = useT();
  const format = useSetupFormat();
  const { results } = run;
  const unknown = t("multiMonitor.result.unknown");
  return (
    <div className="space-y-6">
      <p className="text-gray-800">{t("multiMonitor.result.summary", { count: results.count, monitor: results.monitor.title, distance: format.cm(results.distanceCm) })}</p>
      <Pullouts
        items={[
          { key: "width", label: t("multiMonitor.result.totalWidth"), value: format.cm(results.totalWidthCm) },
          { key: "height", label: t("multiMonitor.result.totalHeight"), value: format.cm(results.totalHeightCm) },
          { key: "pixels", label: t("multiMonitor.result.totalPixels"), value: format.integer(results.totalPixels) },
          { key: "desk", label: t("multiMonitor.result.deskWidth"), value: format.cm(results.deskWidthCm) },
        ]}
      />
      <Pullouts
        items={[
          { key: "angle", label: t("multiMonitor.result.outerAngle"), value: format.degrees(results.outerAngleDeg), note: t("multiMonitor.result.outerAngleNote") },
          { key: "power", label: t("multiMonitor.result.powerOn"), value: results.powerOnW === null ? unknown : t("multiMonitor.unit.watts", { value: format.number(results.powerOnW) }) },
          { key: "energy", label: t("multiMonitor.result.energyYear"), value: results.energyKWhYear === null ? unknown : t("multiMonitor.unit.kwhYear", { value: format.number(results.energyKWhYear) }) },
          { key: "co2", label: t("multiMonitor.result.co2Year"), value: results.co2KgYear === null ? unknown : t("multiMonitor.unit.kgYear", { value: format.number(results.co2KgYear) }) },
        ]}
      />
      {results.outerAngleDeg > WIDE_ANGLE_DEG ? <Note>{t("multiMonitor.result.wideAngle")}</Note> : null}
      {results.powerOnW === null || results.energyKWhYear === null ? <Note>{t("multiMonitor.result.noPower")}</Note> : null}
      {results.connectionPlan ? <ConnectionPlanSection plan={results.connectionPlan} /> : null}
      {results.ultrawide ? <UltrawideComparison results={results} ultrawide={results.ultrawide} format={format} /> : null}
      <figure className="break-inside-avoid">
        <TopViewDiagram results={results} format={format} />
      </figure>
      <SourcesList id="multi-monitor-sources-title" title={t("multiMonitor.sources.title")} sources={results.sources} />
    </div>
  );
}
