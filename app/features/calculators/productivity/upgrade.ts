/**
 * Is the new monitor an upgrade of the legacy one it replaces? The specification's productivity
 * gain is the gain of a larger or additional screen; a downgrade (fewer pixels or less screen area
 * than the monitor it replaces, issue 47) or a like-for-like swap gives no such gain, so its
 * productivity line is 0 (docs/models/productivity.md, "Upgrade-aware gain"). Unknown is never no: when the catalogue
 * does not give the new monitor's size or resolution, or no monitor is chosen, the comparison
 * cannot be made and the gain stays as chosen.
 */
import type { Said } from "~/features/calculators/frame/definition";
import { legacySizeFor, screenAreaSquareInches } from "~/features/calculators/why-refresh/legacy-sizes";

/** The new monitor's figures as the catalogue gives them; a missing one is null (not specified). */
export type ScreenFigures = { title: string; sizeInches?: number | null; widthPx?: number | null; heightPx?: number | null };

export type UpgradeComparison =
  /** No legacy size given (productivity's `legacySize` is optional): the gain is counted as chosen. */
  | { kind: "notStated" }
  | { kind: "upgrade"; legacyDiagonal: number; pixelChangePct: number; areaChangePct: number }
  | { kind: "noUpgrade"; legacyDiagonal: number; pixelChangePct: number; areaChangePct: number; monitor: string }
  /** The new monitor's size or resolution is not specified (or none is chosen): no comparison. */
  | { kind: "unknown"; legacyDiagonal: number };

const changePct = (after: number, before: number) => (after / before - 1) * 100;

export function compareUpgrade(legacyDiagonal: number | undefined, monitor: ScreenFigures | null): UpgradeComparison {
  const legacy = legacyDiagonal === undefined ? undefined : legacySizeFor(legacyDiagonal);
  if (legacy === undefined) return { kind: "notStated" };
  const { sizeInches, widthPx, heightPx } = monitor ?? {};
  if (!monitor || !(sizeInches! > 0) || !(widthPx! > 0) || !(heightPx! > 0)) return { kind: "unknown", legacyDiagonal: legacy.diagonal };
  const pixelChangePct = changePct(widthPx! * heightPx!, legacy.widthPx * legacy.heightPx);
  const areaChangePct = changePct(screenAreaSquareInches(sizeInches!, widthPx!, heightPx!), screenAreaSquareInches(legacy.diagonal, legacy.widthPx, legacy.heightPx));
  // Less of either is a downgrade, whatever the other; the same of both is a like-for-like swap:
  // neither gains screen.
  if (pixelChangePct < 0 || areaChangePct < 0 || (pixelChangePct === 0 && areaChangePct === 0)) return { kind: "noUpgrade", legacyDiagonal: legacy.diagonal, pixelChangePct, areaChangePct, monitor: monitor.title };
  return { kind: "upgrade", legacyDiagonal: legacy.diagonal, pixelChangePct, areaChangePct };
}

/** Whether the productivity gain counts: every case but a known downgrade or like-for-like swap. */
export function gainApplies(comparison: UpgradeComparison): boolean {
  return comparison.kind !== "noUpgrade";
}

/** The note the results carry: why the gain is 0, or that the comparison could not be made. */
export function upgradeNote(comparison: UpgradeComparison): Said | null {
  const legacy = "legacyDiagonal" in comparison ? comparison.legacyDiagonal.toFixed(1) : "";
  switch (comparison.kind) {
    case "noUpgrade":
      // Whole percentages as the workspace tab shows them; + 0 turns a rounded −0 into 0.
      return {
        key: "productivity.note.noUpgrade",
        values: { monitor: comparison.monitor, legacy, pixels: Math.round(comparison.pixelChangePct) + 0, area: Math.round(comparison.areaChangePct) + 0 },
      };
    case "unknown":
      return { key: "productivity.note.notCompared", values: { legacy } };
    default:
      return null;
  }
}
