import { SourcesList } from "~/features/calculators/frame/components/sources-list";
import { Pullouts } from "~/features/calculators/frame/components/pullouts";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { Note } from "~/features/calculators/shared/components/note";
import { useT } from "~/root-data";
import type { ErgonomicsAnswer } from "../definition";
import { ErgonomicsGlossary } from "./ergonomics-glossary";
import { Recommendations } from "./recommendations";
import { useErgonomicsFormat } from "./use-ergonomics-format";
import { WorkstationDiagram } from "./workstation-diagram";
import { ZoneLegend } from "./zone-legend";

/** The headline figures, the recommendations with reasons and sources, the side view with its zones, sources and terms. */
export function ErgonomicsResults({ run }: { run: CalculatorRunData<ErgonomicsAnswer> }) {
  const t = useT();
  const format = useErgonomicsFormat();
  const { results } = run;
  return (
    <div className="space-y-6">
      <p className="text-gray-800">{t("ergonomics.result.forHeight", { height: format.cm(results.heightCm), monitor: results.monitor.title })}</p>
      <Pullouts
        items={[
          results.seatHeightCm === null
            ? { key: "eye", label: t("ergonomics.result.eyeHeight"), value: format.cm(results.eyeHeightCm) }
            : { key: "seat", label: t("ergonomics.result.seatHeight"), value: format.cm(results.seatHeightCm) },
          { key: "desk", label: t("ergonomics.result.deskHeight"), value: format.cm(results.deskHeightCm) },
          { key: "distance", label: t("ergonomics.result.viewingDistance"), value: format.cm(results.viewingDistanceCm.recommended) },
          { key: "scaling", label: t("ergonomics.result.scaling"), value: format.percent(results.scalingPct) },
        ]}
      />
      {results.footrest ? <Note>{t("ergonomics.rec.footrest")}</Note> : null}
      <Recommendations results={results} format={format} />
      <figure className="space-y-3 break-inside-avoid">
        <WorkstationDiagram results={results} format={format} />
        <figcaption>
          <ZoneLegend results={results} format={format} />
        </figcaption>
      </figure>
      <SourcesList id="ergonomics-sources-title" title={t("ergonomics.sources.title")} sources={results.sources} />
      <ErgonomicsGlossary />
    </div>
  );
}
