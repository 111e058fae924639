import type { FactRow, LogEntry } from "./model-facts";

/** A catalogue model as the variant rule sees it (ENERGY STAR's or the retail list's values). */
export type CatalogueModel = {
  model: string;
  refreshRateHz?: number | null;
  sizeInches: number | null;
  resolutionWidth: number | null;
  resolutionHeight: number | null;
};

/** Facts of the panel, which a variant shares; ports are not among them (see inheritVariantFacts). */
const panelFacts: ReadonlySet<FactRow["fact"]> = new Set([
  "native-resolution",
  "image-size-mm",
  "refresh-rate-hz",
  "primaries",
  "white-point",
  "bits-per-colour",
  "hdr-transfer-functions",
  "hdr-max-luminance-nits",
  "adaptive-sync",
]);

/** Size tolerance: ENERGY STAR quotes the viewable diagonal to a tenth or a half inch. */
const diagonalToleranceInches = 0.6;

export function diagonalInches(imageSizeMm: string): number | null {
  const match = /^(\d+)x(\d+)$/.exec(imageSizeMm);
  if (!match) return null;
  return Math.hypot(Number(match[1]), Number(match[2])) / 25.4;
}

/**
 * The variant rule. A catalogue model with no EDID reports of its own takes the panel facts of
 * another model's reports only when all of these hold:
 * 1. one model name is the other plus trailing letters only (E2414HR → E2414H, P2425 → P2425E);
 * 2. that model's EDID declares the catalogue model's native resolution exactly, and an image
 *    diagonal within 0.6 in of the catalogue model's size (so P2425, 1920 × 1200, never takes
 *    P2425H's 1920 × 1080 reports);
 * 3. exactly one model is closest (fewest extra letters); a tie is logged and nothing inherited.
 * Ports are never inherited: suffix letters often mean other connectors (E: USB-C hub).
 */
export function inheritVariantFacts(
  catalogue: readonly CatalogueModel[],
  rowsByModel: ReadonlyMap<string, readonly FactRow[]>,
): { rows: FactRow[]; log: LogEntry[] } {
  const rows: FactRow[] = [];
  const log: LogEntry[] = [];
  const edidModels = [...rowsByModel.keys()];
  for (const entry of catalogue) {
    const wanted = entry.model.toUpperCase();
    if (rowsByModel.has(wanted)) continue;
    if (entry.resolutionWidth == null || entry.resolutionHeight == null || entry.sizeInches == null) continue;
    const candidates = edidModels.flatMap((edidModel) => {
      const longer = wanted.length > edidModel.length ? wanted : edidModel;
      const shorter = longer === wanted ? edidModel : wanted;
      if (!longer.startsWith(shorter) || !/^[A-Z]+$/.test(longer.slice(shorter.length))) return [];
      const facts = rowsByModel.get(edidModel)!;
      const resolution = facts.find((row) => row.fact === "native-resolution")?.value;
      const size = facts.find((row) => row.fact === "image-size-mm")?.value;
      const diagonal = size ? diagonalInches(size) : null;
      const sameResolution = resolution === `${entry.resolutionWidth}x${entry.resolutionHeight}`;
      const sameSize = diagonal !== null && Math.abs(diagonal - entry.sizeInches!) <= diagonalToleranceInches;
      if (!sameResolution || !sameSize) {
        log.push({
          model: entry.model,
          kind: "variant-rejected",
          message: `${edidModel} declares ${resolution ?? "no resolution"}, ${diagonal?.toFixed(1) ?? "no"} in; the catalogue has ${entry.resolutionWidth}x${entry.resolutionHeight}, ${entry.sizeInches} in`,
        });
        return [];
      }
      return [{ edidModel, distance: longer.length - shorter.length }];
    });
    if (candidates.length === 0) continue;
    const nearest = Math.min(...candidates.map((candidate) => candidate.distance));
    const closest = candidates.filter((candidate) => candidate.distance === nearest);
    if (closest.length > 1) {
      log.push({ model: entry.model, kind: "variant-ambiguous", message: `equally close: ${closest.map((c) => c.edidModel).join(", ")}; nothing inherited` });
      continue;
    }
    const from = closest[0]!.edidModel;
    log.push({ model: entry.model, kind: "variant-inherited", message: `panel facts from ${from} (same resolution and size)` });
    for (const row of rowsByModel.get(from)!) {
      if (panelFacts.has(row.fact)) rows.push({ ...row, model: entry.model, via: from });
    }
  }
  return { rows, log };
}
