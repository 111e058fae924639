import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildCatalogue } from "../catalogue";
import { importEdid } from "./import-edid";
import { edidLogFile, edidTableFile, writeFactTable, writeImportLog } from "./table";

/**
 * npm run db:import-edid — reads the shared edid-decode files (EDID_DIR, default
 * ../shared/data/edid/dell beside the checkout) and rewrites db/seed-data/edid/. The seed reads
 * only that committed table, never the shared folder.
 */
const edidDir = path.resolve(process.env.EDID_DIR ?? "../shared/data/edid/dell");
const seedData = path.resolve("db/seed-data");
const seedFile = (name: string) => readFile(path.join(seedData, name), "utf8");

const names = (await readdir(edidDir)).filter((name) => name.endsWith(".txt"));
const files = await Promise.all(names.map(async (name) => ({ name, text: await readFile(path.join(edidDir, name), "utf8") })));
const catalogue = buildCatalogue({
  energyStarExport: await seedFile("energystar/certified-displays-2016-2022.csv"),
  dellList: await seedFile("energystar/dell-monitors-merged.csv"),
  retailSpecs: await seedFile("specs/monitors-retail-specs.csv"),
});
const { rows, log } = importEdid(files, catalogue.dell);
await mkdir(path.join(seedData, "edid"), { recursive: true });
await writeFile(path.join(seedData, edidTableFile), writeFactTable(rows));
await writeFile(path.join(seedData, edidLogFile), writeImportLog(log));
const counts = new Map<string, number>();
for (const entry of log) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
const kinds = [...counts].map(([kind, total]) => `${kind} ${total}`);
console.log(`${files.length} files → ${rows.length} rows in db/seed-data/${edidTableFile}; log: ${kinds.join(", ")}`);
