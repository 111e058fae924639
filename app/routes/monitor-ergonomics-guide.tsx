import type { Route } from "./+types/monitor-ergonomics-guide";
import { ErgonomicsResults } from "~/features/calculators/ergonomics/components/ergonomics-results";
import { servedErgonomics } from "~/features/calculators/ergonomics/served.server";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  // A tool of its own, not one of the business case's tabs.
  return loadCalculatorRoute(args, servedErgonomics, { title: "ergonomics.name", description: "ergonomics.metaDescription" });
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function MonitorErgonomicsGuide({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("ergonomics.name")} intro={<p>{t("ergonomics.intro")}</p>}>
      {(run) => <ErgonomicsResults run={run} />}
    </CalculatorPage>
  );
}
