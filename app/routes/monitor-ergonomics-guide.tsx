import type { Route } from "./+types/monitor-ergonomics-guide";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { ergonomicsDefinition } from "~/features/calculators/ergonomics/definition";
import { ergonomicsTool } from "~/features/calculators/ergonomics/tool";
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

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(ergonomicsTool.api, ergonomicsDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function MonitorErgonomicsGuide({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("ergonomics.name")} intro={<p>{t("ergonomics.intro")}</p>}>
      {(run) => <ErgonomicsResults run={run} />}
    </CalculatorPage>
  );
}
