import type { FactSource, GamutPrimaries } from "#db/schema";
import { useT } from "~/root-data";
import type { Gamut } from "../../spec-sheet";
import { edidReportOf } from "../edid-source";
import { ChromaticityDiagram } from "./chromaticity-diagram";
import { GamutLegend } from "./gamut-legend";
import { GamutTable } from "./gamut-table";

type Props = { title: string; model: string; gamut: Gamut | null; primaries: GamutPrimaries | null; sources: readonly FactSource[] };

/**
 * The product page's gamut: the diagram with the table beside it, the "declared, not measured"
 * note and the EDID report it comes from. A model without primaries says so in words.
 */
export function ProductGamut({ title, model, gamut, primaries, sources }: Props) {
  const t = useT();
  const report = edidReportOf(sources, "gamut");
  return (
    <section aria-labelledby="gamut-heading" className="mt-16" data-testid="product-gamut">
      <h2 id="gamut-heading" className="text-2xl font-bold">
        {t("gamut.heading")}
      </h2>
      {gamut && primaries ? (
        <>
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <figure>
              <ChromaticityDiagram
                gamuts={[{ key: model, title, primaries }]}
                label={t("gamut.diagramLabel", { titles: title })}
                className="h-auto w-full max-w-xl"
              />
              <figcaption>
                <GamutLegend gamuts={[{ key: model, title, primaries }]} />
              </figcaption>
            </figure>
            <GamutTable entries={[{ key: model, title, primaries, coverage: gamut }]} caption={t("gamut.tableCaption", { title })} />
          </div>
          <p className="mt-4 text-sm text-gray-700">{t("gamut.declaredNote")}</p>
          {report ? <p className="mt-1 text-xs text-gray-700">{t("gamut.source", { source: t("gamut.edidSource", { report }) })}</p> : null}
          <p className="mt-1 text-xs text-gray-700">{t("gamut.locusSource")}</p>
        </>
      ) : (
        <p className="mt-4 text-sm italic text-gray-600">{t("gamut.unknown")}</p>
      )}
    </section>
  );
}
