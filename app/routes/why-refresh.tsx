import type { Route } from "./+types/why-refresh";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { whyRefreshDefinition } from "~/features/calculators/why-refresh/definition";
import { whyRefreshTool } from "~/features/calculators/why-refresh/tool";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { WhyRefreshResults } from "~/features/calculators/why-refresh/components/why-refresh-results";
import { servedWhyRefresh } from "~/features/calculators/why-refresh/served.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadCalculatorRoute(args, servedWhyRefresh, { title: "whyRefresh.name", description: "whyRefresh.metaDescription" });
}

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(whyRefreshTool.api, whyRefreshDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function WhyRefresh({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("whyRefresh.name")} intro={<p>{t("whyRefresh.intro")}</p>}>
      {(run) => <WhyRefreshResults run={run} />}
    </CalculatorPage>
  );
}
