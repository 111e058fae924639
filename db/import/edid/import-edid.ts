import { modelFacts, type FactRow, type LogEntry } from "./model-facts";
import { parseEdidReport, splitEdidFile, type EdidReport } from "./parse-report";
import { diagonalInches, inheritVariantFacts, type CatalogueModel } from "./variants";

/** One shared file: its name (`U2724DE.txt`) and text. */
export type EdidFile = { name: string; text: string };

/**
 * ENERGY STAR (or the retail list) keeps native resolution and size; the EDID's are only
 * compared and any difference logged. The EDID's refresh rate is the rate at its own preferred
 * resolution, so where that is not the catalogue's native one (a 5K2K monitor whose EDID prefers
 * 2560 × 1080) the refresh rate is not used: the row is dropped and the drop logged.
 */
function crossCheck(entry: CatalogueModel, rows: FactRow[]): LogEntry[] {
  const log: LogEntry[] = [];
  const resolution = rows.find((row) => row.fact === "native-resolution");
  const catalogueResolution = entry.resolutionWidth && entry.resolutionHeight ? `${entry.resolutionWidth}x${entry.resolutionHeight}` : null;
  if (resolution && catalogueResolution && resolution.value !== catalogueResolution) {
    log.push({ model: entry.model, kind: "catalogue-disagrees", message: `native resolution: EDID ${resolution.value} (${resolution.source}), catalogue ${catalogueResolution} kept` });
    const refresh = rows.findIndex((row) => row.fact === "refresh-rate-hz");
    if (refresh >= 0) {
      log.push({ model: entry.model, kind: "refresh-not-used", message: `${rows[refresh]!.value} Hz is the rate at the EDID's ${resolution.value}, not at the native ${catalogueResolution}` });
      rows.splice(refresh, 1);
    }
  }
  const refresh = rows.find((row) => row.fact === "refresh-rate-hz");
  if (refresh && entry.refreshRateHz != null && Number(refresh.value) !== entry.refreshRateHz) {
    log.push({ model: entry.model, kind: "retail-disagrees", message: `refresh rate: EDID ${refresh.value} Hz (${refresh.source}) kept over the retail list's ${entry.refreshRateHz} Hz` });
  }
  const size = rows.find((row) => row.fact === "image-size-mm");
  const diagonal = size ? diagonalInches(size.value) : null;
  if (size && diagonal !== null && entry.sizeInches != null && Math.abs(diagonal - entry.sizeInches) > 0.6) {
    log.push({ model: entry.model, kind: "catalogue-disagrees", message: `size: EDID image ${size.value} mm = ${diagonal.toFixed(1)} in (${size.source}), catalogue ${entry.sizeInches} in kept` });
  }
  return log;
}

/**
 * Every shared EDID file → the fact table and the log. A report that cannot be parsed is
 * skipped with its reason; a file with no usable report adds no rows. Variants of catalogue
 * models are added by the rule in variants.ts.
 */
export function importEdid(files: readonly EdidFile[], catalogue: readonly CatalogueModel[]): { rows: FactRow[]; log: LogEntry[] } {
  const log: LogEntry[] = [];
  const rowsByModel = new Map<string, FactRow[]>();
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const model = file.name.replace(/\.txt$/i, "");
    const reports: EdidReport[] = [];
    const blocks = splitEdidFile(file.name, file.text);
    if (blocks.length === 0) log.push({ model, kind: "file-skipped", message: `${file.name}: no report blocks ("######## source:" lines)` });
    for (const block of blocks) {
      const parsed = parseEdidReport(block.source, block.text);
      if (parsed.ok) reports.push(parsed.report);
      else log.push({ model, kind: "report-skipped", message: `${parsed.source}: ${parsed.reason}` });
    }
    for (const report of reports) {
      const name = report.productName?.replace(/^DELL\s+/i, "");
      if (name && name.toUpperCase() !== model.toUpperCase()) {
        log.push({ model, kind: "name-differs", message: `${report.source} names itself '${report.productName}'` });
      }
    }
    if (reports.length === 0) continue;
    const facts = modelFacts(model, reports);
    rowsByModel.set(model.toUpperCase(), facts.rows);
    log.push(...facts.log);
  }
  for (const entry of catalogue) {
    const rows = rowsByModel.get(entry.model.toUpperCase());
    if (rows) log.push(...crossCheck(entry, rows));
  }
  const variants = inheritVariantFacts(catalogue, rowsByModel);
  return { rows: [...[...rowsByModel.values()].flat(), ...variants.rows], log: [...log, ...variants.log] };
}
