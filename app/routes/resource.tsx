import type { Route } from "./+types/resource";
import { LocalLink } from "~/components/ui/local-link";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { ResourceFacts } from "~/features/library/resources/components/resource-facts";
import { SpecSheetTable } from "~/features/library/resources/components/spec-sheet-table";
import { loadResource } from "~/features/library/resources/resources.server";
import { getTranslator } from "~/i18n/translator.server";
import { useT } from "~/root-data";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton } from "~/features/collections";

export async function loader({ request, params }: Route.LoaderArgs) {
  await hideFromPartners(request);
  const { language } = requestLocale(request);
  const resource = await loadResource(await getDb(), language, params.slug.toLowerCase());
  if (!resource) throw new Response("Not Found", { status: 404 });
  const t = await getTranslator(language);
  return { resource, meta: { title: `${resource.title} | ${t("resources.title")} | ${t("site.name")}`, description: resource.summary } };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function ResourceDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { resource } = loaderData;
  return (
    <article aria-labelledby="page-title" className="mx-auto max-w-4xl">
      <LocalLink to="/resources" className="print-hidden font-medium text-brand-700 underline">
        {t("resources.back")}
      </LocalLink>
      <h1 id="page-title" className="mt-4 text-3xl font-bold">
        {resource.title}
      </h1>
      <p className="mt-3 text-lg text-gray-800">{resource.summary}</p>
      <div className="mt-4">
        <BookmarkButton title={resource.title} description={resource.summary} genre="resource" />
      </div>
      <ResourceFacts resource={resource} />
      {resource.body.map((paragraph) => (
        <p key={paragraph} className="mt-4">
          {paragraph}
        </p>
      ))}
      {resource.url ? (
        <p className="mt-6">
          <a href={resource.url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
            {t("resources.openSource", { publisher: resource.publisher })}
            <span className="sr-only"> {t("resources.newTab")}</span>
          </a>
        </p>
      ) : null}
      {resource.path ? <p className="mt-6">{t("resources.repositoryPath", { path: resource.path })}</p> : null}
      {resource.models.length > 0 ? <SpecSheetTable models={resource.models} /> : null}
    </article>
  );
}
