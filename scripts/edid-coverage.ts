/**
 * npm run edid:coverage — how many Work models know each EDID-backed fact, from the committed
 * seed files only (no database). The figures in docs/edid.md come from this script.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { buildCatalogue } from "#db/import/catalogue";
import { edidCoverage } from "#db/import/edid/coverage";
import { edidTableFile } from "#db/import/edid/table";

const seedFile = (name: string) => readFile(path.resolve("db/seed-data", name), "utf8");
const files = {
  energyStarExport: await seedFile("energystar/certified-displays-2016-2022.csv"),
  dellList: await seedFile("energystar/dell-monitors-merged.csv"),
  retailSpecs: await seedFile("specs/monitors-retail-specs.csv"),
};
const before = edidCoverage(buildCatalogue(files).dell);
const after = edidCoverage(buildCatalogue({ ...files, edidFacts: await seedFile(edidTableFile) }).dell);
console.table(Object.fromEntries(Object.keys(after).map((key) => [key, { before: before[key as keyof typeof before], after: after[key as keyof typeof after] }])));
