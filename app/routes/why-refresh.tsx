import type { Route } from "./+types/why-refresh";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { WhyRefreshResults } from "~/features/calculators/why-refresh/components/why-refresh-results";
import { servedWhyRefresh } from "~/features/calculators/why-refresh/served.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadCalculatorRoute(args, servedWhyRefresh, { title: "whyRefresh.name", description: "whyRefresh.metaDescription" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function WhyRefresh({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("whyRefresh.name")} intro={<p>{t("whyRefresh.intro")}</p>}>
      {(run) => <WhyRefreshResults run={run} />}
    </CalculatorPage>
  );
}
