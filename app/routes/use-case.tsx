import type { Route } from "./+types/use-case";
import { LocalLink } from "~/components/ui/local-link";
import { MonitorCard } from "~/features/catalogue";
import { Hero } from "~/features/content/components/hero";
import { PersonaFilter } from "~/features/content/components/persona-filter";
import { UseCaseAccordion } from "~/features/content/components/use-case-accordion";
import { loadUseCaseList, loadUseCasePage } from "~/features/content/use-case-page.server";
import { getTranslator } from "~/i18n/translator.server";
import { useRootData, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton, collectMonitorButton } from "~/features/collections";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, language } = requestLocale(request);
  const t = await getTranslator(language);
  if (!params.slug) {
    const list = await loadUseCaseList(site, language);
    return { kind: "list" as const, list, meta: { title: `${t("page.useCases")} | ${t("site.name")}` } };
  }
  const persona = new URL(request.url).searchParams.get("persona");
  const page = await loadUseCasePage({ site, language, slug: params.slug, persona });
  if (!page) throw new Response("Not Found", { status: 404 });
  return {
    kind: "page" as const,
    page,
    meta: { title: `${page.useCase.title} | ${t("site.name")}`, description: page.useCase.lead },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function UseCase({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const animate = useRootData()?.config.features.heroAnimation ?? false;
  if (loaderData.kind === "list") {
    return (
      <>
        <h1 className="text-3xl font-bold">{t("page.useCases")}</h1>
        <div className="mt-4">
          <BookmarkButton title={t("page.useCases")} genre="use-case" />
        </div>
        {loaderData.list ? (
          <UseCaseAccordion useCases={loaderData.list} />
        ) : (
          <p className="mt-6 text-gray-700">{t("content.useCases.unavailable")}</p>
        )}
      </>
    );
  }
  const { useCase, persona, monitors, total, cataloguePath } = loaderData.page;
  return (
    <>
      <Hero
        hero={{ subtitle: t("page.useCases"), title: useCase.title, lead: useCase.lead, callsToAction: [] }}
        animate={animate}
        back="/"
        restart={`/use-case/${useCase.slug}`}
      >
        <div className="mt-6">
          <BookmarkButton title={useCase.title} description={useCase.lead} genre="use-case" tone="on-dark" />
        </div>
      </Hero>
      <PersonaFilter slug={useCase.slug} personas={useCase.personas} selected={persona.id} />
      <section className="mt-8" aria-labelledby="monitors-heading">
        <h2 id="monitors-heading" className="text-2xl font-bold">
          {t("content.useCases.monitorsHeading")}
        </h2>
        <p className="mt-2 text-gray-700">{persona.summary}</p>
        <p className="mt-2 text-sm text-gray-700" role="status" data-testid="use-case-count">
          {t("content.useCases.count", { count: total, persona: persona.title })}
        </p>
        {monitors.length === 0 ? (
          <p className="mt-6">{t("content.useCases.none")}</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="use-case-monitors">
            {monitors.map((monitor) => (
              <li key={monitor.id}>
                <MonitorCard monitor={monitor} headingLevel={3} collectButton={collectMonitorButton} />
              </li>
            ))}
          </ul>
        )}
        {total > monitors.length ? (
          <LocalLink to={cataloguePath} className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-2">
            {t("content.useCases.seeAll", { count: total })}
          </LocalLink>
        ) : null}
      </section>
    </>
  );
}
