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
    bitsPerColour: count((entry) => entry.bitsPerColour != null),
    hdr: count((entry) => entry.hdr != null),
    adaptiveSync: count((entry) => entry.adaptiveSync != null),
    srgb99: count((entry) => entry.gamutCoverage.includes("sRGB")),
    dciP3At95: count((entry) => entry.gamutCoverage.includes("DCI-P3")),
    adobeRgb90: count((entry) => entry.gamutCoverage.includes("Adobe RGB")),
  };
}
