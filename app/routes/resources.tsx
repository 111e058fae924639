import { useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/resources";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { ResourceFilters } from "~/features/library/resources/components/resource-filters";
import { ResourceList } from "~/features/library/resources/components/resource-list";
import { parseResourceQuery } from "~/features/library/resources/query";
import { loadResourceCards } from "~/features/library/resources/resources.server";
import { selectResources } from "~/features/library/resources/select";
import { getTranslator } from "~/i18n/translator.server";
import { useLocale, useT } from "~/root-data";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton } from "~/features/collections";

/** The whole library in the page's language (a few dozen cards); the page filters it itself. */
export async function loader({ request }: Route.LoaderArgs) {
  await hideFromPartners(request);
  const { language } = requestLocale(request);
  const [cards, t] = await Promise.all([loadResourceCards(await getDb(), language), getTranslator(language)]);
  return { cards, meta: { title: `${t("resources.title")} | ${t("site.name")}`, description: t("resources.intro") } };
}

// The library is fetched once per visit and language: searching, filtering, sorting and paging
// afterwards only change the URL. Sign-in and sign-out reload the document, which empties this.
const visitCache = new Map<string, Promise<Awaited<ReturnType<typeof loader>>>>();

export function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const key = params.lang.toLowerCase();
  let library = visitCache.get(key);
  if (!library) {
    library = serverLoader();
    visitCache.set(key, library);
    // A failed fetch is not remembered: the next navigation tries again.
    library.catch(() => visitCache.delete(key));
  }
  return library;
}
// On hydration serverLoader() hands back the server-rendered data: the cache starts full, no request.
clientLoader.hydrate = true as const;

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const [searchParams] = useSearchParams();
  const { cards } = loaderData;
  const { page, query } = useMemo(() => {
    const query = parseResourceQuery(searchParams);
    const page = selectResources(cards, query, locale);
    return { page, query: { ...query, currentPage: page.currentPage } };
  }, [cards, searchParams, locale]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("resources.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-800">{t("resources.intro")}</p>
      <div className="mt-4">
        <BookmarkButton title={t("resources.title")} genre="resource" />
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[280px_1fr]">
        <ResourceFilters key={JSON.stringify(query)} query={query} counts={page.counts} />
        <ResourceList page={page} query={query} />
      </div>
    </section>
  );
}
