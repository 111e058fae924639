/**
 * From a query to the workspace recommendation, for the API and the page alike: the answers
 * checked, the persona found among the site's use cases, its catalogue list read (the same query
 * as its use-case page), the peripherals and regions content read, the model run.
 */
import { deskFacts, searchCatalogue } from "~/features/catalogue/index.server";
import { readContent } from "~/features/content/index.server";
import { readHomeData } from "~/features/content/index.server";
import { peripheralsSchema, regionsSchema, type Peripherals } from "~/features/content";
import { buildUseCaseQuery, listUseCases } from "~/features/content";
import type { LanguageCode } from "~/i18n/languages";
import { getDb } from "~/utils/db.server";
import { keptRows } from "~/utils/kept-rows.server";
import type { Choice } from "../shared/question";
import type { DeskMonitor } from "./model";
import { personaOf, runWorkspaceWith, type WorkspaceData, type WorkspaceRun } from "./run";

export type { WorkspaceRun };

/** The meeting-rooms use case is the meeting-space configurator's: its profiles are rooms, not desks. */
const ROOM_USE_CASES = new Set(["meeting-rooms"]);

export type WorkspacePersona = Choice & { monitors: Parameters<typeof buildUseCaseQuery>[0] };

async function personasOf(site: "work" | "home", language: LanguageCode): Promise<WorkspacePersona[]> {
  const home = await readHomeData(await getDb(), site, language);
  if (!home) return [];
  const seen = new Set<string>();
  return listUseCases(home)
    .filter((useCase) => !ROOM_USE_CASES.has(useCase.id))
    .flatMap((useCase) =>
      useCase.personas.flatMap((persona) => {
        if (seen.has(persona.id)) return [];
        seen.add(persona.id);
        return [{ value: persona.id, label: `${useCase.title}: ${persona.title}`, monitors: persona.monitors }];
      }),
    );
}

/** The persona's catalogue list (its use-case page's first page, in its order) with what the desk rule needs. */
async function candidatesOf(site: "work" | "home", persona: WorkspacePersona): Promise<DeskMonitor[]> {
  const db = await getDb();
  const { items } = await searchCatalogue(db, { site, query: buildUseCaseQuery(persona.monitors) });
  if (items.length === 0) return [];
  const slugs = items.map((item) => item.slug);
  // Kept a minute like every calculator's catalogue rows (kept-rows.server.ts).
  const extra = await keptRows(db, `desk-facts ${slugs.join(" ")}`, () => deskFacts(db, slugs));
  return items.map((item) => {
    const more = extra.find((row) => row.slug === item.slug);
    return {
      slug: item.slug,
      model: item.model,
      title: item.title,
      sizeInches: item.sizeInches,
      aspectRatio: item.aspectRatio,
      resolutionWidth: item.resolutionWidth,
      resolutionHeight: item.resolutionHeight,
      listPriceUsd: more?.listPriceUsd ?? null,
      usbCPowerDeliveryWatts: more?.usbCPowerDeliveryWatts ?? null,
      // The catalogue's webcam filter reads the same feature (ENERGY STAR's "Camera Interface").
      hasWebcam: (more?.features ?? []).some((feature) => /camera/i.test(feature)),
    };
  });
}

async function sharedContent(language: LanguageCode): Promise<{ peripherals: Peripherals; regions: Choice[] }> {
  const db = await getDb();
  const [peripherals, regions] = await Promise.all([
    readContent(db, { kind: "workspace-config-peripheral", site: "all", language }),
    readContent(db, { kind: "regions", site: "all", language }),
  ]);
  const parsedPeripherals = peripheralsSchema.safeParse(peripherals);
  const parsedRegions = regionsSchema.safeParse(regions);
  return {
    peripherals: parsedPeripherals.success ? parsedPeripherals.data : { categories: [], entries: [] },
    regions: parsedRegions.success ? parsedRegions.data.regions.map(({ id, name }) => ({ value: id, label: name })) : [],
  };
}

/** A persona's catalogue list, for the browser that lacks it; null for a persona the site does not have. */
export async function personaMonitors(site: "work" | "home", language: LanguageCode, id: string): Promise<DeskMonitor[] | null> {
  const persona = (await personasOf(site, language)).find((candidate) => candidate.value === id);
  return persona ? candidatesOf(site, persona) : null;
}

/** What the recommendation of an address reads: with the catalogue list of the persona it names. */
export async function workspaceData(params: URLSearchParams, site: "work" | "home", language: LanguageCode): Promise<WorkspaceData> {
  const [{ peripherals, regions }, personas] = await Promise.all([sharedContent(language), personasOf(site, language)]);
  const choices = personas.map(({ value, label }) => ({ value, label }));
  const persona = personas.find((candidate) => candidate.value === personaOf(params, choices));
  const monitors = persona ? { [persona.value]: await candidatesOf(site, persona) } : {};
  return { personas: choices, peripherals, regions, monitors };
}

export async function runWorkspace(params: URLSearchParams, site: "work" | "home", language: LanguageCode): Promise<WorkspaceRun> {
  return runWorkspaceWith(params, await workspaceData(params, site, language));
}
