/**
 * From a query to the recommendation, for the API and the page alike: the answers checked, the
 * catalogue's interactive displays and the peripherals content (in the visitor's language) read,
 * the region checked against the regions content, the model run.
 */
import { interactiveDisplaySpecs } from "~/features/catalogue/index.server";
import { readContent } from "~/features/content/index.server";
import { peripheralsSchema, regionsSchema, type Peripherals } from "~/features/content";
import type { LanguageCode } from "~/i18n/languages";
import { getDb } from "~/utils/db.server";
import { keptRows } from "~/utils/kept-rows.server";
import type { CatalogueDisplay } from "./model";
import { runMeetingSpaceWith, type MeetingSpaceData, type MeetingSpaceRun, type Region } from "./run";

export type { MeetingSpaceRun, Region };

/** The interactive displays (series "interactive", 55–86 in) with what the rule and the bill need. */
export async function interactiveDisplays(): Promise<CatalogueDisplay[]> {
  const db = await getDb();
  // Kept a minute like every calculator's catalogue rows (kept-rows.server.ts).
  const rows = await keptRows(db, "interactive-display-specs", () => interactiveDisplaySpecs(db));
  // A list price of 0 is a gap in the data, not a free display: it is "price on request".
  return rows.map(({ features, listPriceUsd, ...row }) =>
    Object.assign(row, {
      listPriceUsd: listPriceUsd !== null && listPriceUsd > 0 ? listPriceUsd : null,
      touch: features.some((feature) => /touch/i.test(feature)),
    }),
  );
}

async function sharedContent(language: LanguageCode): Promise<{ peripherals: Peripherals; regions: Region[] }> {
  const db = await getDb();
  const [peripherals, regions] = await Promise.all([
    readContent(db, { kind: "meeting-space-config-peripheral", site: "all", language }),
    readContent(db, { kind: "regions", site: "all", language }),
  ]);
  const parsedPeripherals = peripheralsSchema.safeParse(peripherals);
  const parsedRegions = regionsSchema.safeParse(regions);
  return {
    peripherals: parsedPeripherals.success ? parsedPeripherals.data : { categories: [], entries: [] },
    regions: parsedRegions.success ? parsedRegions.data.regions.map(({ id, name }) => ({ id, name })) : [],
  };
}

/** What the recommendation reads, in the visitor's language. */
export async function meetingSpaceData(language: LanguageCode): Promise<MeetingSpaceData> {
  const [content, displays] = await Promise.all([sharedContent(language), interactiveDisplays()]);
  return { ...content, displays };
}

export async function runMeetingSpace(params: URLSearchParams, language: LanguageCode): Promise<MeetingSpaceRun> {
  return runMeetingSpaceWith(params, await meetingSpaceData(language));
}
