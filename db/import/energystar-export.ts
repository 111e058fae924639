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

/** Columns of the EPA "ENERGY STAR Certified Displays" export (dataset qbg3-d468) this import reads. */
const column = {
  id: "ENERGY STAR Unique ID",
  brand: "Brand Name",
  modelName: "Model Name",
  modelNumber: "Model Number",
  productType: "Product Type",
  panel: "Panel Type",
  resolution: "Native Resolution (pixels)",
  size: "Screen Size (inches)",
  features: "Model Features",
  interfaces: "Signal or Data Interfaces",
  onWatts: "On Mode Power (watts)",
  sleepWatts: "Sleep Mode Power (watts)",
  offWatts: "Off Mode Power (watts)",
  luminance: "Maximum Luminance (candelas per square meter)",
  colorSpaces: "Color Spaces Supported",
  hdr: "High Dynamic Range (HDR)",
  usbCPowerDelivery: "USB-C with Power Delivery Supported",
  maxPowerDeliveryWatts: "Maximum Power Delivery (W)",
  availableOn: "Date Available On Market",
  certifiedOn: "Date Certified",
  mostEfficient2023: "Meets Most Efficient 2023 Criteria",
} as const;

export function parseEnergyStarExport(rows: CsvRow[]): EnergyStarListing[] {
  requireColumns(rows, Object.values(column), "certified-displays-2016-2022.csv");
  return rows.map((row) => {
    const usbCPowerDelivery = parseYesNo(cell(row, column.usbCPowerDelivery));
    return {
      source: "energystar-2022",
      // Brand names come with stray spaces (" ViewSonic").
      brand: cell(row, column.brand).replace(/\s+/g, " "),
      model: cell(row, column.modelName),
      modelNumber: cell(row, column.modelNumber),
      productType: parseOptionalText(cell(row, column.productType)),
      sizeInches: parseNumber(cell(row, column.size)),
      resolution: parseResolution(cell(row, column.resolution)),
      panelType: normalizePanelType(cell(row, column.panel)),
      powerOnWatts: parseWatts(cell(row, column.onWatts)),
      powerSleepWatts: parseWatts(cell(row, column.sleepWatts)),
      powerOffWatts: parseWatts(cell(row, column.offWatts)),
      usbCPowerDelivery,
      // Rows without USB-C power delivery carry 0 or nothing here.
      energyStarMaxPowerDeliveryWatts: usbCPowerDelivery
        ? parseWholeNumber(cell(row, column.maxPowerDeliveryWatts))
        : null,
      interfaces: parseReportedList(cell(row, column.interfaces)),
      colorSpaces: parseReportedList(cell(row, column.colorSpaces)),
      hdr: parseOptionalText(cell(row, column.hdr)),
      maxLuminanceNits: parseWholeNumber(cell(row, column.luminance)),
      features: parseReportedList(cell(row, column.features)),
      mostEfficient2023: parseYesNo(cell(row, column.mostEfficient2023)),
      certifiedOn: parseIsoDate(cell(row, column.certifiedOn)),
      releasedOn: parseIsoDate(cell(row, column.availableOn)),
      energyStarId: parseOptionalText(cell(row, column.id)),
    };
  });
}
