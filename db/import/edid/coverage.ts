import type { CatalogueEntry } from "../catalogue-entry";

/** Counts of Work models that know each fact (the targets; docs/edid.md). */
export function edidCoverage(dell: readonly CatalogueEntry[]) {
  const work = dell.filter((entry) => entry.sites.includes("work"));
  const count = (test: (entry: CatalogueEntry) => boolean) => work.filter(test).length;
  return {
    workModels: work.length,
    withEdidFacts: count((entry) => (entry.factSources ?? []).some((item) => item.source.startsWith("edid/"))),
    refreshRate: count((entry) => entry.refreshRateHz != null),
    gamut: count((entry) => entry.gamutPrimaries != null),
    ports: count((entry) => entry.ports.length > 0),
    videoPorts: count((entry) => entry.ports.includes("DisplayPort") || entry.ports.includes("HDMI")),
    connectorsSeen: count((entry) => entry.connectorsSeen.length > 0),
    bitsPerColour: count((entry) => entry.bitsPerColour != null),
    hdr: count((entry) => entry.hdr != null),
    adaptiveSync: count((entry) => entry.adaptiveSync != null),
    srgb99: count((entry) => entry.gamutCoverage.includes("sRGB")),
    dciP3At95: count((entry) => entry.gamutCoverage.includes("DCI-P3")),
    adobeRgb90: count((entry) => entry.gamutCoverage.includes("Adobe RGB")),
  };
}

/**
 * Why Work models still lack a fact: no EDID report at all (and no variant under the rule), or
 * reports that do not declare it. For ports, an EDID 1.3 digital report without an HDMI block was
 * read over DisplayPort or DVI, which the EDID does not tell apart.
 */
export function edidMisses(dell: readonly CatalogueEntry[], edidModels: ReadonlySet<string>) {
  const work = dell.filter((entry) => entry.sites.includes("work"));
  const hasEdid = (entry: CatalogueEntry) => (entry.factSources ?? []).some((item) => item.source.startsWith("edid/"));
  const without = (test: (entry: CatalogueEntry) => boolean) => {
    const missing = work.filter((entry) => !test(entry));
    return {
      noEdidReport: missing.filter((entry) => !hasEdid(entry)).map((entry) => entry.model),
      edidSilent: missing.filter((entry) => hasEdid(entry)).map((entry) => entry.model),
      ownFileCaseInsensitive: missing.filter((entry) => edidModels.has(entry.model.toUpperCase())).length,
    };
  };
  return {
    refreshRate: without((entry) => entry.refreshRateHz != null),
    gamut: without((entry) => entry.gamutPrimaries != null),
    ports: without((entry) => entry.ports.length > 0),
  };
}

/** How many Work models a DCI-P3 threshold would admit: context for the facet's fixed 95 %. */
export function dciP3Distribution(dell: readonly CatalogueEntry[]): Array<{ atLeastPct: number; models: number }> {
  const values = dell.filter((entry) => entry.sites.includes("work") && entry.gamutDciP3Pct != null).map((entry) => entry.gamutDciP3Pct!);
  return [95, 94, 93, 92, 90].map((atLeastPct) => ({ atLeastPct, models: values.filter((value) => value >= atLeastPct).length }));
}
