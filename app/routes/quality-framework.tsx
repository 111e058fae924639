import type { Route } from "./+types/quality-framework";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { qualityDefinition } from "~/features/calculators/quality/definition";
import { qualityTool } from "~/features/calculators/quality/tool";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadCalculatorRoute } from "~/features/calculators/frame/route.server";
import { QualityResults } from "~/features/calculators/quality/components/quality-results";
import { servedQuality } from "~/features/calculators/quality/served.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadCalculatorRoute(args, servedQuality, { title: "quality.name", description: "quality.metaDescription" });
}

/** New inputs are computed in the browser from what the page holds (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(qualityTool.api, qualityDefinition);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function QualityFramework({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("quality.name")} intro={<p>{t("quality.intro")}</p>}>
      {(run) => <QualityResults run={run} />}
    </CalculatorPage>
  );
}
