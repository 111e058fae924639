import type { Route } from "./+types/total-economic-impact";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { productivityDefinition } from "~/features/calculators/productivity/definition";
import { totalEconomicImpactTool } from "~/features/calculators/total-economic-impact/tool";
import { CalculatorPage, type CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { TeiResults } from "~/features/calculators/productivity/components/tei-results";
import type { ProductivityResult } from "~/features/calculators/productivity/model";
import { servedTotalEconomicImpact } from "~/features/calculators/total-economic-impact/served.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

/** 404 unless FEATURE_TEI is on, and for partners (the registry's rules, in loadCalculatorRoute). */
export async function loader(args: Route.LoaderArgs) {
  return loadCalculatorRoute(args, servedTotalEconomicImpact, { title: "tei.title", description: "tei.metaDescription" });
}

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(totalEconomicImpactTool.api, productivityDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

function Results({ run }: { run: CalculatorRunData<ProductivityResult> }) {
  return <TeiResults results={run.results} format={useCalculatorFormat(run.currency)} />;
}

export default function TotalEconomicImpact({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("tei.title")} intro={<p>{t("tei.intro")}</p>}>
      {(run) => <Results run={run} />}
    </CalculatorPage>
  );
}
