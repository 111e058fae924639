import type { SpecSource } from "../spec-sheet";

/** A spec sheet with nothing known; tests spread in the fields they need. */
export const blankMonitor: SpecSource = {
  vendor: "Dell",
  model: "X0000",
  series: null,
  sizeInches: null,
  resolutionWidth: null,
  resolutionHeight: null,
  aspectRatio: null,
  panelType: null,
  refreshRateHz: null,
  responseTimeMs: null,
  curved: null,
  ports: [],
  connectorsSeen: [],
  usbCPowerDeliveryWatts: null,
  energyStarMaxPowerDeliveryWatts: null,
  colorSpaces: [],
  hdr: null,
  maxLuminanceNits: null,
  features: [],
  certifications: [],
  releasedOn: null,
  certifiedOn: null,
  listPriceUsd: null,
  powerOnWatts: null,
  powerSleepWatts: null,
  powerOffWatts: null,
  gamut: null,
  gamutPrimaries: null,
  bitsPerColour: null,
  hdrTransferFunctions: [],
  hdrMaxLuminanceNits: null,
  adaptiveSync: null,
};

export function monitorWith(fields: Partial<SpecSource>): SpecSource {
  return { ...blankMonitor, ...fields };
}
