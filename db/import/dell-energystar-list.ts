import { cell, requireColumns, type CsvRow } from "./csv";
import type { EnergyStarListing } from "./energystar-listing";
import { normalizePanelType } from "./panel-type";
import {
  parseIsoDate,
  parseNumber,
  parseOptionalText,
  parseReportedList,
  parseResolution,
  parseWatts,
  parseWholeNumber,
  parseYesNo,
} from "./values";

const columns = [
  "model",
  "model_number",
  "type",
  "inches",
  "width",
  "height",
  "panel",
  "on_w",
  "sleep_w",
  "off_w",
  "usbc_pd",
  "usbc_pd_w",
  "interfaces",
  "color_spaces",
  "hdr",
  "max_nits",
  "certified",
  "source",
] as const;

/** The merged list tags each row with the upstream list it came from. */
function sourceKey(text: string): EnergyStarListing["source"] {
  if (text.startsWith("energystar-2022")) return "energystar-2022";
  if (text.startsWith("energystar-2026")) return "energystar-2026";
  throw new Error(`dell-monitors-merged.csv: unknown source "${text}"`);
}

/**
 * Dell model numbers are the model name plus one lowercase factory letter (U2723QE → U2723QEt).
 * Some rows transcribed from the 2026 list have the two swapped (model "E2225HMo",
 * number "E2225HM"); the shorter one is the model.
 */
export function dellModelIdentity(
  model: string,
  modelNumber: string,
): { model: string; modelNumber: string } {
  const swapped =
    model.length === modelNumber.length + 1 &&
    model.startsWith(modelNumber) &&
    /[a-z]$/.test(model);
  return swapped ? { model: modelNumber, modelNumber: model } : { model, modelNumber };
}

/** Parses dell-monitors-merged.csv: Dell's ENERGY STAR listings from the 2022 snapshot and the 2026 list. */
export function parseDellEnergyStarList(rows: CsvRow[]): EnergyStarListing[] {
  requireColumns(rows, columns, "dell-monitors-merged.csv");
  return rows.map((row) => {
    const usbCPowerDelivery = parseYesNo(cell(row, "usbc_pd"));
    return {
      source: sourceKey(cell(row, "source")),
      brand: "Dell",
      ...dellModelIdentity(cell(row, "model"), cell(row, "model_number")),
      productType: parseOptionalText(cell(row, "type")),
      sizeInches: parseNumber(cell(row, "inches")),
      resolution: parseResolution(`${cell(row, "width")} x ${cell(row, "height")}`),
      panelType: normalizePanelType(cell(row, "panel")),
      powerOnWatts: parseWatts(cell(row, "on_w")),
      powerSleepWatts: parseWatts(cell(row, "sleep_w")),
      powerOffWatts: parseWatts(cell(row, "off_w")),
      usbCPowerDelivery,
      energyStarMaxPowerDeliveryWatts: usbCPowerDelivery ? parseWholeNumber(cell(row, "usbc_pd_w")) : null,
      interfaces: parseReportedList(cell(row, "interfaces")),
      colorSpaces: parseReportedList(cell(row, "color_spaces")),
      hdr: parseOptionalText(cell(row, "hdr")),
      maxLuminanceNits: parseWholeNumber(cell(row, "max_nits")),
      features: null,
      mostEfficient2023: null,
      certifiedOn: parseIsoDate(cell(row, "certified")),
      releasedOn: null,
      energyStarId: null,
    };
  });
}
