/**
 * npm run edid:coverage — how many Work models know each EDID-backed fact, from the committed
 * seed files only (no database). The figures in docs/edid.md come from this script.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildCatalogue } from "#db/import/catalogue";
import { dciP3Distribution, edidCoverage, edidMisses } from "#db/import/edid/coverage";
import { readFactTable } from "#db/import/edid/table";
import { edidTableFile } from "#db/import/edid/table";

const seedFile = (name: string) => readFile(path.resolve("db/seed-data", name), "utf8");
const files = {
  energyStarExport: await seedFile("energystar/certified-displays-2016-2022.csv"),
  dellList: await seedFile("energystar/dell-monitors-merged.csv"),
  retailSpecs: await seedFile("specs/monitors-retail-specs.csv"),
};
const before = edidCoverage(buildCatalogue(files).dell);
const table = await seedFile(edidTableFile);
const withEdid = buildCatalogue({ ...files, edidFacts: table }).dell;
const after = edidCoverage(withEdid);
console.table(Object.fromEntries(Object.keys(after).map((key) => [key, { before: before[key as keyof typeof before], after: after[key as keyof typeof after] }])));

const edidModels = new Set(readFactTable(table).map((row) => row.model.toUpperCase()));
for (const [fact, misses] of Object.entries(edidMisses(withEdid, edidModels))) {
  console.log(`${fact} unknown: ${misses.noEdidReport.length} without any EDID report, ${misses.edidSilent.length} whose reports do not declare it`);
  console.log(`  no report: ${misses.noEdidReport.join(" ")}`);
  if (misses.edidSilent.length) console.log(`  silent: ${misses.edidSilent.join(" ")}`);
}
console.log("DCI-P3 coverage (Work models with primaries):", dciP3Distribution(withEdid).map((row) => `≥ ${row.atLeastPct} %: ${row.models}`).join(", "));
