import { createFormatters } from "~/i18n/format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, useT } from "~/root-data";
import type { Gamut } from "../../spec-sheet";
import type { DiagramGamut } from "./chromaticity-diagram";

export type GamutEntry = DiagramGamut & { coverage: Gamut };

const corners = [
  ["gamut.red", "red"],
  ["gamut.green", "green"],
  ["gamut.blue", "blue"],
  ["gamut.white", "white"],
] as const satisfies ReadonlyArray<readonly [PhraseKey, keyof DiagramGamut["primaries"]]>;

const references = [
  ["sRGB", "srgbPct"],
  ["DCI-P3", "dciP3Pct"],
  ["Adobe RGB", "adobeRgbPct"],
] as const satisfies ReadonlyArray<readonly [string, keyof Gamut]>;

/** The diagram's figures as a table: each monitor's primaries (x, y) and its coverage of each reference. */
export function GamutTable({ entries, caption }: { entries: readonly GamutEntry[]; caption: string }) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const coordinate = (value: number) => format.number(value, 4);
  return (
    <table className="h-fit w-full self-start text-left text-sm" data-testid="gamut-table">
      <caption className="pb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200">
          <th scope="col" className="py-1 pr-3 font-medium text-gray-700">
            {t("gamut.colour")}
          </th>
          {entries.map((entry) => (
            <th key={entry.key} scope="col" className="py-1 pr-3 font-medium text-gray-700">
              {entries.length > 1 ? entry.title : t("gamut.coordinates")}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {corners.map(([label, corner]) => (
          <tr key={corner}>
            <th scope="row" className="py-1 pr-3 font-normal text-gray-700">
              {t(label)}
            </th>
            {entries.map((entry) => {
              const point = entry.primaries[corner];
              return (
                <td key={entry.key} className="py-1 pr-3 tabular-nums">
                  {point ? `${coordinate(point.x)}, ${coordinate(point.y)}` : t("spec.notSpecified")}
                </td>
              );
            })}
          </tr>
        ))}
        {references.map(([name, key]) => (
          <tr key={key}>
            <th scope="row" className="py-1 pr-3 font-normal text-gray-700">
              {t("gamut.coverage")}: {name}
            </th>
            {entries.map((entry) => (
              <td key={entry.key} className="py-1 pr-3 font-medium tabular-nums">
                {format.percent(entry.coverage[key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
