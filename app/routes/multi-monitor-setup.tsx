import type { Route } from "./+types/multi-monitor-setup";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { multiMonitorDefinition } from "~/features/calculators/multi-monitor/definition";
import { multiMonitorTool } from "~/features/calculators/multi-monitor/tool";
import { MultiMonitorResults } from "~/features/calculators/multi-monitor/components/multi-monitor-results";
import { servedMultiMonitor } from "~/features/calculators/multi-monitor/served.server";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  // A tool of its own, not one of the business case's tabs.
  return loadCalculatorRoute(args, servedMultiMonitor, { title: "multiMonitor.name", description: "multiMonitor.metaDescription" });
}

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(multiMonitorTool.api, multiMonitorDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function MultiMonitorSetup({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("multiMonitor.name")} intro={<p>{t("multiMonitor.intro")}</p>}>
      {(run) => <MultiMonitorResults run={run} />}
    </CalculatorPage>
  );
}
