import path from "node:path";
import { openDatabase } from "./connect";
import { seedDatabase } from "./seed";
import { parseEnv } from "../app/utils/env.server";

/** npm run db:migrate | db:seed — against DATABASE_URL, or the PGlite folder the server uses. */
const command = process.argv[2];
const env = parseEnv(process.env);
const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.resolve(env.DATA_DIR) });
try {
  await handle.migrate();
  console.log(`Migrations applied (${handle.kind}).`);
  if (command === "seed") {
    const report = await seedDatabase(handle.db, { monitors: "always" });
    const { catalogue, ...rest } = report;
    const implausible = catalogue === "kept" ? [] : catalogue.implausible;
    console.log("Seeded:", JSON.stringify({ ...rest, catalogue: catalogue === "kept" ? catalogue : { dell: catalogue.dell, otherVendors: catalogue.otherVendors } }));
    // The import log of the plausibility rules (db/import/plausibility.ts): each value stored as "not specified".
    for (const item of implausible) console.log(`Not imported: ${item.model}, ${item.field} = ${item.value} (${item.rule})`);
  } else if (command !== "migrate") {
    throw new Error(`Unknown command "${command}": use migrate or seed`);
  }
} finally {
  await handle.close();
}
