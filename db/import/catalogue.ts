import type { CatalogueEntry } from "./catalogue-entry";
import { readCsv } from "./csv";
import { applyEdidTable } from "./edid/apply";
import { readFactTable } from "./edid/table";
import { applyCitedFacts, parseCitedFacts } from "./cited-facts";
import { buildDellCatalogue } from "./dell-catalogue";
import { parseDellEnergyStarList } from "./dell-energystar-list";
import { parseEnergyStarExport } from "./energystar-export";
import { withPlausibleValues, type Implausible } from "./plausibility";
import { parseRetailSpecs } from "./retail-specs";
import { buildVendorCatalogue } from "./vendor-catalogue";

/** The text of the seed files, read by the caller so this stays free of I/O. */
export type CatalogueFiles = {
  energyStarExport: string;
  dellList: string;
  retailSpecs: string;
  /** db/seed-data/edid/edid-facts.csv; without it the catalogue has no EDID facts. */
  edidFacts?: string;
  /** db/seed-data/cited/monitor-facts.csv; without it no fact cites a public page. */
  citedFacts?: string;
};

/** `implausible`: the values the plausibility rules refused (stored as null), for the import log. */
export type Catalogue = { dell: CatalogueEntry[]; otherVendors: CatalogueEntry[]; implausible: Implausible[] };

/**
 * Slugs are URLs, so they must be unique even when two names reduce to the same words
 * ("S24R65*FD" and "S24R65 FD"); later entries get "-2", "-3".
 */
export function withUniqueSlugs(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    let slug = entry.slug;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${entry.slug}-${suffix}`;
    taken.add(slug);
    return slug === entry.slug ? entry : { ...entry, slug };
  });
}

export function buildCatalogue(files: CatalogueFiles): Catalogue {
  const energyStarExport = parseEnergyStarExport(readCsv(files.energyStarExport));
  const listed = buildDellCatalogue({
    dellList: parseDellEnergyStarList(readCsv(files.dellList)),
    energyStarExport,
    retail: parseRetailSpecs(readCsv(files.retailSpecs)),
  });
  const declared = files.edidFacts === undefined ? listed : applyEdidTable(listed, readFactTable(files.edidFacts));
  const dell = files.citedFacts === undefined ? declared : applyCitedFacts(declared, parseCitedFacts(readCsv(files.citedFacts)));
  // Last, so that no source (data set, EDID or page) publishes a value no monitor can have.
  const { entries, log } = withPlausibleValues(withUniqueSlugs([...dell, ...buildVendorCatalogue(energyStarExport)]));
  return { dell: entries.slice(0, dell.length), otherVendors: entries.slice(dell.length), implausible: log };
}
