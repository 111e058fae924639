import { getTableColumns, sql, type SQL } from "drizzle-orm";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Database } from "../connect";
import { buildCatalogue } from "../import/catalogue";
import type { CatalogueEntry } from "../import/catalogue-entry";
import { citedFactsFile } from "../import/cited-facts";
import type { Implausible } from "../import/plausibility";
import { edidTableFile } from "../import/edid/table";
import { searchTextOf } from "../../app/features/catalogue/search/search-text";
import { monitors, type NewMonitor } from "../schema";

/** The project's own copies of the source files (provenance in db/seed-data/SOURCES.md). */
const seedDataFolder = path.resolve(process.cwd(), "db/seed-data");

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (30 columns × 200). */
const batchSize = 200;

async function readSeedFile(relativePath: string): Promise<string> {
  return readFile(path.join(seedDataFolder, relativePath), "utf8");
}

type ImportedRow = CatalogueEntry & Required<Pick<NewMonitor, "searchText">>;

/** ON CONFLICT ... DO UPDATE SET column = excluded.column, for every column the import owns. */
function updateFromExcluded(entry: ImportedRow): Record<string, SQL> {
  const columns = getTableColumns(monitors);
  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const key of Object.keys(entry) as Array<keyof ImportedRow>) {
    set[key] = sql.raw(`excluded."${columns[key].name}"`);
  }
  return set;
}

/**
 * Imports the monitor catalogue. Rows are matched on (vendor, model), so re-running it
 * updates the same rows in place: ids, and with them saved collections, stay valid.
 */
export async function seedMonitors(db: Database): Promise<{ dell: number; otherVendors: number; implausible: Implausible[] }> {
  const catalogue = buildCatalogue({
    energyStarExport: await readSeedFile("energystar/certified-displays-2016-2022.csv"),
    dellList: await readSeedFile("energystar/dell-monitors-merged.csv"),
    retailSpecs: await readSeedFile("specs/monitors-retail-specs.csv"),
    edidFacts: await readSeedFile(edidTableFile),
    citedFacts: await readSeedFile(citedFactsFile),
  });
  const entries: ImportedRow[] = [...catalogue.dell, ...catalogue.otherVendors].map((entry) => ({
    ...entry,
    searchText: searchTextOf(entry),
  }));
  const first = entries[0];
  if (!first) throw new Error("The monitor catalogue is empty: check db/seed-data");
  const set = updateFromExcluded(first);
  await db.transaction(async (transaction) => {
    for (let start = 0; start < entries.length; start += batchSize) {
      await transaction
        .insert(monitors)
        .values(entries.slice(start, start + batchSize))
        .onConflictDoUpdate({ target: [monitors.vendor, monitors.model], set });
    }
  });
  // The import log: each refused value by model, field, value and rule (npm run db:seed prints it).
  return { dell: catalogue.dell.length, otherVendors: catalogue.otherVendors.length, implausible: catalogue.implausible };
}
