import { redirect } from "react-router";
import type { Route } from "./+types/energy-calculator.results";
import { EnergyPageHeader } from "~/features/calculators/energy/components/energy-page-header";
import { EnergyResults } from "~/features/calculators/energy/components/energy-results";
import { loadResultsPage } from "~/features/calculators/energy/results-page.server";
import { hideFromPartners } from "~/features/auth/partner-visibility.server";
import { getTranslator } from "~/i18n/translator.server";
import { pageMeta } from "~/utils/meta";
import { requestLocale } from "~/utils/request-locale.server";
import { BookmarkButton } from "~/features/collections";
import { useT } from "~/root-data";

/** Results from the address (a GET form, a share link or a saved entry); invalid input goes back to the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  await hideFromPartners(request);
  const page = await loadResultsPage(request, locale);
  if (page.kind === "redirect") throw redirect(page.to);
  const t = await getTranslator(locale.language);
  return { ...page.data, meta: { title: `${t("energy.results.title")} | ${t("site.name")}`, description: t("energy.metaDescription") } };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

/** These results (their address holds every input) as a bookmark. */
function ResultsBookmark() {
  const t = useT();
  return <BookmarkButton title={t("energy.results.title")} genre="calculator" />;
}

export default function EnergyCalculatorResults({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <EnergyPageHeader step="results" actions={<ResultsBookmark />} />
      <EnergyResults data={loaderData} />
    </div>
  );
}
