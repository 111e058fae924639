import { redirect } from "react-router";
import type { Route } from "./+types/product";
import { ProductPage } from "~/features/catalogue";
import { getMonitorBySlug, similarMonitors } from "~/features/catalogue/index.server";
import { collectMonitorButton } from "~/features/collections";
import { createFirstMentionLinker, GlossaryText } from "~/features/knowledge";
import { getGlossaryLinks } from "~/features/knowledge/knowledge.server";
import { getVisitorSettings } from "~/features/library/settings.server";
import { buildPath } from "~/i18n/paths";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { site, language, hostMode } = requestLocale(request);
  if (!params.slug) throw redirect(buildPath("/products", language, site, hostMode));
  const slug = params.slug.slice(0, 120);
  const monitor = await getMonitorBySlug(slug);
  if (!monitor || monitor.vendor !== "Dell" || monitor.sites.length === 0) throw new Response("Not Found", { status: 404 });
  if (!monitor.sites.includes(site)) {
    // A link to the other range's model: send it to the site that sells it.
    const owner = monitor.sites[0] === "home" ? "home" : "work";
    throw redirect(buildPath(`/product/${monitor.slug}`, language, owner, hostMode));
  }
  const db = await getDb();
  const [t, similar, glossary] = await Promise.all([getTranslator(language), similarMonitors(db, monitor, site), getGlossaryLinks(db, language)]);
  return {
    monitor,
    similar,
    glossary,
    // The other site has no page for this model: its switch goes to that site's catalogue.
    siteSwitchPath: "/products",
    // Sizes in both systems, metric first for a visitor whose setting is metric.
    units: getVisitorSettings(request).units,
    meta: { title: `${monitor.title} | ${t("site.name")}`, description: t("product.metaDescription", { title: monitor.title }) },
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Product({ loaderData }: Route.ComponentProps) {
  const { monitor, similar, units, glossary } = loaderData;
  // The first mention of a glossary term in the spec values links to its definition.
  const linkTerms = createFirstMentionLinker(glossary);
  return (
    <ProductPage
      monitor={monitor}
      similar={similar}
      units={units}
      collectButton={collectMonitorButton}
      renderText={(text) => <GlossaryText segments={linkTerms(text)} />}
    />
  );
}
