import type { Formatters } from "~/i18n/format";
import type { Translate } from "~/i18n/translate";
import { pixelsPerInch } from "../geometry";
import type { UnitSystem } from "../lengths";
import { buildSpecSheet, type SpecGroup, type SpecSource } from "../spec-sheet";
import { bestInRow } from "./best-values";
import type { FactSourceLink, SourcedFact } from "../fact-sources";

export type ComparisonCell = { value: string | null; note?: string; best: boolean; sources: FactSourceLink[]; unconfirmed?: boolean };
export type ComparisonRow = { key: string; label: string; cells: ComparisonCell[]; differs: boolean };
export type ComparisonGroup = { key: string; title: string; rows: ComparisonRow[] };

/** Pixel density is what "sharper" means between sizes; the product page leaves it out. */
function withPixelDensity(groups: SpecGroup[], monitor: SpecSource, t: Translate, format: Formatters): SpecGroup[] {
  const ppi = pixelsPerInch(monitor.sizeInches, monitor.resolutionWidth, monitor.resolutionHeight);
  // Worked out here from size and resolution, which cite their own sources.
  const row = { key: "compare.pixelDensity", label: t("compare.pixelDensity"), value: ppi == null ? null : t("compare.ppiValue", { value: format.number(ppi) }), sources: [] };
  return groups.map((group) => {
    const at = group.rows.findIndex((entry) => entry.key === "spec.resolution");
    if (at < 0) return group;
    return { ...group, rows: [...group.rows.slice(0, at + 1), row, ...group.rows.slice(at + 1)] };
  });
}

/**
 * The comparison as rows of cells, one cell per monitor in the given order. Labels, values and
 * groups come from the product page's spec sheet, so both pages always say the same thing.
 */
export function buildComparisonTable(monitors: ReadonlyArray<SpecSource & { sources?: readonly SourcedFact[] }>, t: Translate, format: Formatters, units: UnitSystem = "imperial"): ComparisonGroup[] {
  const sheets = monitors.map((monitor) => withPixelDensity(buildSpecSheet(monitor, t, format, units, monitor.sources ?? []), monitor, t, format));
  const [first] = sheets;
  if (!first) return [];
  return first.map((group, groupIndex) => ({
    key: group.key,
    title: group.title,
    rows: group.rows.map((row, rowIndex) => {
      const best = new Set(bestInRow(row.key, monitors));
      const cells = sheets.map((sheet, monitorIndex) => {
        const spec = sheet[groupIndex]?.rows[rowIndex];
        return { value: spec?.value ?? null, note: spec?.note, best: best.has(monitorIndex), sources: spec?.sources ?? [], unconfirmed: spec?.unconfirmed };
      });
      return { key: row.key, label: row.label, cells, differs: new Set(cells.map((cell) => cell.value)).size > 1 };
    }),
  }));
}

/**
 * "Show only differences": keeps the rows whose shown values are not all the same, and the groups
 * that still have rows. One monitor has nothing to differ from, so it keeps everything.
 */
export function onlyDifferences(groups: readonly ComparisonGroup[], monitorCount: number): ComparisonGroup[] {
  if (monitorCount < 2) return [...groups];
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}
