import { matchPath } from "react-router";
import type { Route } from "./+types/being-built";
import { LocalLink } from "~/components/ui/local-link";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { isToolPath } from "~/features/calculators/registry";
import { getTranslator } from "~/i18n/translator.server";
import { pageTable } from "~/page-table";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

/**
 * The honest placeholder for a page whose issue is still open: it names the page and says it
 * is coming, with no invented content.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { rest, language } = requestLocale(request);
  const page = pageTable.find((entry) => matchPath({ path: `/${entry.path}`, end: true }, rest));
  if (!page) throw new Response("Not Found", { status: 404 });
  await hideFromPartners(request);
  const t = await getTranslator(language);
  return {
    titleKey: page.titleKey,
    isTool: isToolPath(rest),
    meta: { title: `${t(page.titleKey)} | ${t("site.name")}` },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function BeingBuilt({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const title = t(loaderData.titleKey);
  return (
    <section className="mx-auto max-w-2xl py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div className="mt-6 rounded-lg border border-dashed border-brand-600 bg-brand-50 p-6">
        <p className="font-semibold text-brand-800">{t(loaderData.isTool ? "building.toolTitle" : "building.pageTitle")}</p>
        <p className="mt-2 text-gray-800">{t("building.body", { page: title })}</p>
        <LocalLink to="/products" className="mt-4 inline-block font-medium text-brand-700 underline">
          {t("building.browse")}
        </LocalLink>
      </div>
    </section>
  );
}
