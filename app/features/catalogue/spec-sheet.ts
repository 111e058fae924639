import type { AdaptiveSync, ConnectorSeen, GamutPrimaries } from "#db/schema";
import { sourcesOf, type FactSourceLink, type SourcedFact } from "./fact-sources";
import type { Formatters } from "~/i18n/format";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";
import { lengthText, type UnitSystem } from "./lengths";
import { seriesPhrase } from "./series";

/** The fields a spec sheet reads; the product page's detail row satisfies it. */
export type SpecSource = {
  vendor: string;
  model: string;
  series: string | null;
  sizeInches: number | null;
  resolutionWidth: number | null;
  resolutionHeight: number | null;
  aspectRatio: string | null;
  panelType: string | null;
  refreshRateHz: number | null;
  responseTimeMs: number | null;
  curved: boolean | null;
  /** From a port list only; empty when no port list covers the model ("not specified"). */
  ports: string[];
  /** What EDID reports were read through (not a port list). */
  connectorsSeen: ConnectorSeen[];
  /** What one USB-C/Thunderbolt port gives, only as a cited page states it. */
  usbCPowerDeliveryWatts: number | null;
  /** ENERGY STAR's "Maximum Power Delivery (W)": shown under that name, never as a port's power. */
  energyStarMaxPowerDeliveryWatts: number | null;
  colorSpaces: string[];
  hdr: string | null;
  maxLuminanceNits: number | null;
  features: string[];
  certifications: string[];
  releasedOn: string | null;
  certifiedOn: string | null;
  listPriceUsd: number | null;
  powerOnWatts: number | null;
  powerSleepWatts: number | null;
  powerOffWatts: number | null;
  /** Declared by the monitor's EDID (docs/edid.md): coverage of each reference in CIE 1931 xy. */
  gamut: Gamut | null;
  gamutPrimaries: GamutPrimaries | null;
  bitsPerColour: number | null;
  hdrTransferFunctions: string[];
  hdrMaxLuminanceNits: number | null;
  adaptiveSync: AdaptiveSync | null;
};

export type Gamut = { srgbPct: number; dciP3Pct: number; adobeRgbPct: number };

/**
 * `sources`: where the shown value comes from (fact-sources.ts). `unconfirmed`: a value no public
 * page stands behind, which the page labels "not confirmed by a public page".
 */
export type SpecRow = { key: string; label: string; value: string | null; note?: string; sources: FactSourceLink[]; unconfirmed?: boolean };
export type SpecGroup = { key: string; title: string; rows: SpecRow[] };

/**
 * The fields of monitors.fact_sources each row's value comes from, the first one cited wins: a value
 * worked out from others (an aspect ratio from the resolution, typical energy from the power
 * figures) cites what it was worked out from.
 */
const citedField: Partial<Record<PhraseKey, readonly string[]>> = {
  "spec.releasedOn": ["releasedOn"],
  "spec.listPrice": ["listPriceUsd"],
  "spec.size": ["sizeInches"],
  "spec.resolution": ["resolution"],
  "spec.aspectRatio": ["aspectRatio", "resolution"],
  "spec.panelType": ["panelType"],
  "spec.refreshRate": ["refreshRateHz"],
  "spec.responseTime": ["responseTimeMs"],
  "spec.screenType": ["curved"],
  "spec.adaptiveSync": ["adaptiveSync"],
  "spec.gamut": ["gamut"],
  "spec.colorSpaces": ["colorSpaces"],
  "spec.bitsPerColour": ["bitsPerColour"],
  "spec.hdr": ["hdr"],
  "spec.hdrTransferFunctions": ["hdrTransferFunctions"],
  "spec.hdrMaxLuminance": ["hdrMaxLuminanceNits"],
  "spec.maxLuminance": ["maxLuminanceNits"],
  "spec.ports": ["ports"],
  "spec.connectorsSeen": ["connectorsSeen"],
  "spec.usbCPowerDelivery": ["usbCPowerDeliveryWatts"],
  "spec.energyStarMaxPowerDelivery": ["energyStarMaxPowerDeliveryWatts"],
  "spec.features": ["features"],
  "spec.powerOn": ["powerOnWatts"],
  "spec.powerSleep": ["powerSleepWatts"],
  "spec.powerOff": ["powerOffWatts"],
  "spec.typicalEnergy": ["powerOnWatts"],
  "spec.certifications": ["certifications"],
  "spec.certifiedOn": ["certifiedOn"],
};

/** The model's name and the series read from it: what the model is, not a fact to confirm. */
const identityRows: ReadonlySet<string> = new Set(["spec.vendor", "spec.model", "spec.series"]);

function rowSources(key: PhraseKey, facts: readonly SourcedFact[], t: Translate): FactSourceLink[] {
  for (const field of citedField[key] ?? []) {
    const links = sourcesOf(field, facts, t);
    if (links.length) return links;
  }
  return [];
}

/** The HDR signals an EDID's static-metadata block accepts, by their common names (SMPTE ST 2084 is HDR10's PQ curve). */
export function hdrSignals(transferFunctions: readonly string[]): string[] {
  return transferFunctions.map((name) => (name === "SMPTE ST 2084" ? "HDR10" : name));
}

/** ENERGY STAR typical energy consumption, kWh/yr = 8.76 × (0.35 × P_on + 0.65 × P_sleep). */
export function typicalEnergyKwh(powerOn: number | null, powerSleep: number | null): number | null {
  if (powerOn == null || powerSleep == null) return null;
  return 8.76 * (0.35 * powerOn + 0.65 * powerSleep);
}

/**
 * The grouped rows of a monitor's specifications. A value the sources lack is null, which the
 * page shows as "Not specified" — never a guess.
 */
export function buildSpecSheet(monitor: SpecSource, t: Translate, format: Formatters, units: UnitSystem = "imperial", factSources: readonly SourcedFact[] = []): SpecGroup[] {
  const watts = (value: number | null) => (value == null ? null : t("unit.watts", { value: format.number(value, 2) }));
  const list = (values: string[]) => (values.length ? format.list(values) : null);
  const row = (key: PhraseKey, value: string | null, note?: string): SpecRow => {
    // An unknown value cites nothing.
    const sources = value == null ? [] : rowSources(key, factSources, t);
    return { key, label: t(key), value, note, sources, unconfirmed: value != null && sources.length === 0 && !identityRows.has(key) };
  };
  const declared = t("spec.edidNote");
  const { gamut, adaptiveSync } = monitor;
  const seriesKey = seriesPhrase(monitor.series);
  const tec = typicalEnergyKwh(monitor.powerOnWatts, monitor.powerSleepWatts);
  return [
    {
      key: "general",
      title: t("spec.group.general"),
      rows: [
        row("spec.vendor", monitor.vendor),
        row("spec.model", monitor.model),
        row("spec.series", seriesKey ? t(seriesKey) : null),
        row("spec.releasedOn", monitor.releasedOn ? format.date(monitor.releasedOn) : null),
        row("spec.listPrice", monitor.listPriceUsd == null ? null : format.usd(monitor.listPriceUsd)),
      ],
    },
    {
      key: "display",
      title: t("spec.group.display"),
      rows: [
        row("spec.size", monitor.sizeInches == null ? null : lengthText(monitor.sizeInches, units, t, format)),
        row(
          "spec.resolution",
          monitor.resolutionWidth && monitor.resolutionHeight
            ? t("spec.resolutionValue", { width: String(monitor.resolutionWidth), height: String(monitor.resolutionHeight) })
            : null,
        ),
        row("spec.aspectRatio", monitor.aspectRatio),
        row("spec.panelType", monitor.panelType),
        row("spec.refreshRate", monitor.refreshRateHz == null ? null : t("unit.hertz", { value: format.number(monitor.refreshRateHz) })),
        row(
          "spec.adaptiveSync",
          adaptiveSync ? t("spec.adaptiveSyncValue", { kind: adaptiveSync.kind, min: format.number(adaptiveSync.minHz), max: format.number(adaptiveSync.maxHz) }) : null,
          declared,
        ),
        row("spec.responseTime", monitor.responseTimeMs == null ? null : format.milliseconds(monitor.responseTimeMs)),
        // Unknown stays "Not specified": only a source that says flat makes it flat.
        row("spec.screenType", monitor.curved === null ? null : t(monitor.curved ? "spec.curved" : "spec.flat")),
        row(
          "spec.gamut",
          gamut ? t("spec.gamutValue", { srgb: format.percent(gamut.srgbPct), dciP3: format.percent(gamut.dciP3Pct), adobeRgb: format.percent(gamut.adobeRgbPct) }) : null,
          declared,
        ),
        row("spec.colorSpaces", list(monitor.colorSpaces)),
        row("spec.bitsPerColour", monitor.bitsPerColour == null ? null : t("spec.bitsPerColourValue", { bits: format.number(monitor.bitsPerColour) }), declared),
        row("spec.hdr", monitor.hdr),
        row("spec.hdrTransferFunctions", list(hdrSignals(monitor.hdrTransferFunctions)), declared),
        row("spec.hdrMaxLuminance", monitor.hdrMaxLuminanceNits == null ? null : t("unit.nits", { value: format.number(monitor.hdrMaxLuminanceNits) }), declared),
        row("spec.maxLuminance", monitor.maxLuminanceNits == null ? null : t("unit.nits", { value: format.number(monitor.maxLuminanceNits) })),
      ],
    },
    {
      key: "connectivity",
      title: t("spec.group.connectivity"),
      rows: [
        row("spec.ports", list(monitor.ports), t("spec.portsNote")),
        row(
          "spec.connectorsSeen",
          list(monitor.connectorsSeen.map((seen) => t("spec.connectorsSeenValue", { connector: seen.connector, count: seen.reports }))),
          t("spec.connectorsSeenNote"),
        ),
        row("spec.usbCPowerDelivery", watts(monitor.usbCPowerDeliveryWatts), t("spec.usbCPowerDeliveryNote")),
        row("spec.energyStarMaxPowerDelivery", watts(monitor.energyStarMaxPowerDeliveryWatts), t("spec.energyStarMaxPowerDeliveryNote")),
        row("spec.features", list(monitor.features)),
      ],
    },
    {
      key: "power",
      title: t("spec.group.power"),
      rows: [
        row("spec.powerOn", watts(monitor.powerOnWatts)),
        row("spec.powerSleep", watts(monitor.powerSleepWatts)),
        row("spec.powerOff", watts(monitor.powerOffWatts)),
        row("spec.typicalEnergy", tec == null ? null : t("unit.kwhPerYear", { value: format.number(tec, 1) }), t("spec.typicalEnergyNote")),
        row("spec.certifications", list(monitor.certifications)),
        row("spec.certifiedOn", monitor.certifiedOn ? format.date(monitor.certifiedOn) : null),
      ],
    },
  ];
}
