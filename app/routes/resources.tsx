import type { Route } from "./+types/resources";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { ResourceFilters } from "~/features/library/resources/components/resource-filters";
import { ResourceList } from "~/features/library/resources/components/resource-list";
import { parseResourceQuery } from "~/features/library/resources/query";
import { loadResourceCards } from "~/features/library/resources/resources.server";
import { selectResources } from "~/features/library/resources/select";
import { getLanguage } from "~/i18n/languages";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request }: Route.LoaderArgs) {
  await hideFromPartners(request);
  const { language } = requestLocale(request);
  const query = parseResourceQuery(new URL(request.url).searchParams);
  const [cards, t] = await Promise.all([loadResourceCards(await getDb(), language), getTranslator(language)]);
  const page = selectResources(cards, query, getLanguage(language).locale);
  return {
    page,
    query: { ...query, currentPage: page.currentPage },
    meta: { title: `${t("resources.title")} | ${t("site.name")}`, description: t("resources.intro") },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { page, query } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {t("resources.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-800">{t("resources.intro")}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[280px_1fr]">
        <ResourceFilters key={JSON.stringify(query)} query={query} counts={page.counts} />
        <ResourceList page={page} query={query} />
      </div>
    </section>
  );
}
