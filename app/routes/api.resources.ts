import type { Route } from "./+types/api.resources";
import { getViewer } from "~/features/auth/viewer.server";
import { resourceApiParams, sortOf } from "~/features/library/resources/api";
import { optionLabelKey } from "~/features/library/resources/labels";
import { emptyFilters } from "~/features/library/resources/query";
import { loadResourceCards } from "~/features/library/resources/resources.server";
import { compareResources, selectResources } from "~/features/library/resources/select";
import { defaultLanguage, getLanguage, isSupportedLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { guardApi, refuseMethod } from "~/utils/api-guard.server";
import { getDb } from "~/utils/db.server";

/**
 * GET /{lang}/api/resources/3/date/desc → { data: { categories, entries, totalResults } }: the first
 * `limit` resources in that order, and every category with its count. Partners get 404, as on the pages;
 * so does a language the site does not have (input-rules). The query is not read.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const refused = await guardApi(request, params.lang);
  if (refused) return refused;
  if ((await getViewer(request))?.isPartner) return Response.json({ message: "Not Found" }, { status: 404 });
  const parsed = resourceApiParams.safeParse(params);
  if (!parsed.success) return Response.json({ message: "Bad request", issues: parsed.error.issues }, { status: 400 });
  const requested = params.lang.toLowerCase();
  const language = isSupportedLanguage(requested) ? requested : defaultLanguage;
  const [cards, t] = await Promise.all([loadResourceCards(await getDb(), language), getTranslator(language)]);
  const locale = getLanguage(language).locale;
  const sortby = sortOf(parsed.data);
  const { counts, totalResults } = selectResources(cards, { search: "", filters: emptyFilters(), sortby, currentPage: 1 }, locale);
  const entries = [...cards].sort(compareResources(sortby, locale)).slice(0, parsed.data.limit);
  return Response.json(
    {
      data: {
        categories: counts.categories.map(({ value, count }) => ({ slug: value, title: t(optionLabelKey("categories", value)), count })),
        entries,
        totalResults,
      },
    },
    { headers: { "Cache-Control": "private, max-age=300", Vary: "Cookie" } },
  );
}

/** The API only reads: other methods are 405 with Allow (input-rules). */
export async function action({ params }: Route.ActionArgs) {
  return refuseMethod(params.lang);
}
