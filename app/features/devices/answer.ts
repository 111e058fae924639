import type { Translate } from "~/i18n/translate";
import { externalDisplays, osVersionsFor, type Device, type DeviceSources, type OsVersion, type Scenario } from "./catalogue";
import type { FactSource } from "./cited-sources";
import type { Recommendation, Support } from "./rules";

/** A catalogue monitor in the answer: only what the page and the API show. */
export type FittingMonitor = { slug: string; title: string; sizeInches: number | null; usbCPowerDeliveryWatts: number | null };

/** The JSON API's answer (docs/api.md): field names are a contract. */
export type RecommendationAnswer = {
  device: {
    slug: string;
    name: string;
    vendor: string;
    form: string;
    year: number;
    os: string;
    /** The OS versions it runs: the only ones the lookup accepts for it. */
    osVersions: Array<{ slug: string; name: string }>;
    /** On the asked OS version; lidClosed null when closing the lid changes nothing. */
    externalDisplays: { lidOpen: number; lidClosed: number | null };
    ports: string[];
    thunderbolt: boolean;
    /** The adapter in the box and the most it takes over USB-C; null for desktops. */
    chargerWatts: number | null;
    usbCChargingWatts: number | null;
    /** Each fact's public page (title, url, retrieved); null: not confirmed by a public page. */
    sources: DeviceSources;
  };
  os: { slug: string; name: string };
  scenario: { slug: string; monitors: number; name: string };
  supported: Support;
  connections: Array<{ kind: string; count: number; text: string }>;
  monitors: FittingMonitor[];
  facts: Array<{ text: string; source: FactSource | null }>;
  /** Its own line when the verdict rests on a fact no public page confirms; null when every fact has a page. */
  caveat: string | null;
};

/** Writes the rules' answer in the visitor's language. */
export function writeAnswer(
  t: Translate,
  input: { device: Device; os: OsVersion; scenario: Scenario; recommendation: Recommendation; monitors: FittingMonitor[] },
): RecommendationAnswer {
  const { device, os, scenario, recommendation } = input;
  return {
    device: {
      slug: device.slug,
      name: device.name,
      vendor: device.vendor,
      form: device.form,
      year: device.year,
      os: device.os,
      osVersions: osVersionsFor(device).map((version) => ({ slug: version.slug, name: version.name })),
      externalDisplays: externalDisplays(device, os),
      ports: device.ports,
      thunderbolt: device.thunderbolt,
      chargerWatts: device.chargerWatts,
      usbCChargingWatts: device.usbCChargingWatts,
      sources: device.sources,
    },
    os: { slug: os.slug, name: os.name },
    scenario: { slug: scenario.slug, monitors: scenario.monitors, name: t(`devices.scenario.${scenario.slug}`) },
    supported: recommendation.supported,
    connections: recommendation.connections.map((connection) => ({
      ...connection,
      text: t(`devices.connection.${connection.kind}`, { count: connection.count }),
    })),
    monitors: recommendation.supported === "no" ? [] : input.monitors,
    facts: recommendation.facts.map((fact) => ({ text: t(fact.key, fact.params), source: fact.source })),
    caveat: recommendation.facts.some((fact) => fact.source === null) ? t("devices.result.caveat") : null,
  };
}
