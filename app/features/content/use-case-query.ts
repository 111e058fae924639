import { DEFAULT_SORT, type CatalogueQuery } from "~/features/catalogue";
import type { HomeData, MonitorQuery, Persona } from "./home-data";

/** The catalogue query of a persona: its filters, first page, newest first unless it says otherwise. */
export function buildUseCaseQuery(monitors: MonitorQuery, currentPage = 1): CatalogueQuery {
  const filters = Object.fromEntries(
    Object.entries(monitors.filters ?? {}).filter(([, values]) => values && values.length > 0),
  ) as CatalogueQuery["filters"];
  return { search: monitors.search?.trim() ?? "", filters, sortby: monitors.sortby ?? DEFAULT_SORT, currentPage };
}

export type UseCase = {
  id: string;
  slug: string;
  title: string;
  lead: string;
  personas: Persona[];
};

/** A use case is a link of the home data together with its structure entry; links without one are skipped. */
export function listUseCases(home: Pick<HomeData, "links" | "structure">): UseCase[] {
  return home.links.flatMap((link) => {
    const entry = home.structure.find((item) => item.linkId === link.id);
    return entry ? [{ ...link, lead: entry.lead, personas: entry.personas }] : [];
  });
}

/** The persona asked for in the URL, else the first: an unknown id is not an error, just ignored. */
export function pickPersona(useCase: UseCase, requested: string | null): Persona {
  const found = useCase.personas.find((persona) => persona.id === requested);
  return found ?? (useCase.personas[0] as Persona);
}
