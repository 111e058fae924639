import { count, eq, isNull, or } from "drizzle-orm";
import type { Database } from "../connect";
import { monitors } from "../schema";
import { seedContentLibrary } from "./content-library";
import { seedHomeContent } from "./content-home";
import { seedKnowledgeContent } from "./content-knowledge";
import { seedDevices } from "./devices";
import { seedMonitors } from "./monitors";
import { seedReferenceData } from "./reference";

export type SeedOptions = {
  /** "always" re-imports the catalogue (npm run db:seed); "if-empty" only fills a new database. */
  monitors: "always" | "if-empty";
};

export async function seedDatabase(db: Database, options: SeedOptions) {
  const reference = await seedReferenceData(db);
  let catalogue: Awaited<ReturnType<typeof seedMonitors>> | "kept" = "kept";
  const [existing] = await db.select({ value: count() }).from(monitors);
  // Rows imported before monitors.search_text (or fact_sources, the EDID import) existed need the new import.
  const [unsearchable] = await db
    .select({ value: count() })
    .from(monitors)
    .where(or(eq(monitors.searchText, ""), isNull(monitors.factSources)));
  if (options.monitors === "always" || (existing?.value ?? 0) === 0 || (unsearchable?.value ?? 0) > 0) {
    catalogue = await seedMonitors(db);
  }
  await seedContentLibrary(db);
  await seedHomeContent(db);
  await seedKnowledgeContent(db);
  await seedDevices(db);
  return { ...reference, catalogue };
}
