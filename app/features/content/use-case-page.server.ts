import { searchCatalogue } from "~/features/catalogue/index.server";
import { serializeCatalogueQuery } from "~/features/catalogue";
import type { LanguageCode } from "~/i18n/languages";
import type { SiteId } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { contentOrNull, readHomeData } from "./home-content.server";
import { buildUseCaseQuery, pickPersona, listUseCases } from "./use-case-query";

/** A use case page: its text, the chosen persona and that persona's first page of catalogue monitors. */
export async function loadUseCasePage(options: { site: SiteId; language: LanguageCode; slug: string; persona: string | null }) {
  const db = await getDb();
  const home = await contentOrNull("homepage", () => readHomeData(db, options.site, options.language));
  const useCase = home ? listUseCases(home).find((entry) => entry.slug === options.slug) : undefined;
  if (!useCase) return null;
  const persona = pickPersona(useCase, options.persona);
  const query = buildUseCaseQuery(persona.monitors);
  const result = await searchCatalogue(db, { site: options.site, query });
  return {
    useCase,
    persona,
    monitors: result.items,
    total: result.total,
    cataloguePath: `/products${serializeCatalogueQuery(query)}`,
  };
}

/** The list page (/use-case without a slug): every use case of the site, or null when content is unavailable. */
export async function loadUseCaseList(site: SiteId, language: LanguageCode) {
  const home = await contentOrNull("homepage", async () => readHomeData(await getDb(), site, language));
  return home ? listUseCases(home) : null;
}
