import type { Route } from "./+types/productivity";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { useCalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { productivityDefinition } from "~/features/calculators/productivity/definition";
import { productivityTool } from "~/features/calculators/productivity/tool";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { ProductivityFigures } from "~/features/calculators/productivity/components/productivity-figures";
import type { ProductivityResult } from "~/features/calculators/productivity/model";
import { servedProductivity } from "~/features/calculators/productivity/served.server";
import type { CalculatorRunData } from "~/features/calculators/frame/components/calculator-page";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadCalculatorRoute(args, servedProductivity, { title: "productivity.name", description: "productivity.metaDescription" });
}

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(productivityTool.api, productivityDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

function Results({ run }: { run: CalculatorRunData<ProductivityResult> }) {
  return <ProductivityFigures results={run.results} format={useCalculatorFormat(run.currency)} />;
}

export default function Productivity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("productivity.name")} intro={<p>{t("productivity.intro")}</p>}>
      {(run) => <Results run={run} />}
    </CalculatorPage>
  );
}
