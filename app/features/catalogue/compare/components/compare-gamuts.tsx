import {
  ChromaticityDiagram,
  GamutLegend,
  GamutTable,
  type GamutEntry,
} from "../../gamut";
import { useT } from "~/root-data";
import type { ComparedMonitor } from "../compared-monitor";
import { columnStyle } from "./column-style";

/**
 * The compared monitors' gamut triangles on one CIE 1931 diagram (up to three), in their
 * columns' colours, with the table for screen readers. Monitors without primaries are left out
 * of the drawing; when none has them the section says so.
 */
export function CompareGamuts({
  monitors,
}: {
  monitors: readonly ComparedMonitor[];
}) {
  const t = useT();
  const entries: GamutEntry[] = monitors.flatMap((monitor, index) =>
    monitor.gamut && monitor.gamutPrimaries
      ? [
          {
            key: monitor.model,
            title: monitor.title,
            primaries: monitor.gamutPrimaries,
            coverage: monitor.gamut,
            colour: columnStyle(index).colour,
            dash: columnStyle(index).dash,
          },
        ]
      : [],
  );
  return (
    <section
      aria-labelledby="compare-gamut-heading"
      className="rounded-lg border border-gray-200 p-4 print:break-inside-avoid"
      data-testid="compare-gamuts"
    >
      <h2 id="compare-gamut-heading" className="text-lg font-semibold">
        {t("gamut.compareHeading")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm italic text-gray-600">
          {t("gamut.compareNone")}
        </p>
      ) : (
        <>
          <div className="mt-3 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <figure>
              <ChromaticityDiagram
                gamuts={entries}
                label={t("gamut.diagramLabel", {
                  titles: entries.map((entry) => entry.title).join(", "),
                })}
                className="h-auto w-full max-w-lg"
              />
              <figcaption>
                <GamutLegend gamuts={entries} />
              </figcaption>
            </figure>
            <GamutTable entries={entries} caption={t("gamut.compareHeading")} />
          </div>
          <p className="mt-3 text-sm text-gray-700">
            {t("gamut.declaredNote")}
          </p>
          <p className="mt-1 text-xs text-gray-700">{t("gamut.locusSource")}</p>
        </>
      )}
    </section>
  );
}
