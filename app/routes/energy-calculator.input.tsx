import type { Route } from "./+types/energy-calculator.input";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { energyDefinition } from "~/features/calculators/energy/definition";
import { energyStepData } from "~/features/calculators/energy/page-step";
import { energyTool } from "~/features/calculators/energy/tool";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { loadEnergyPage } from "~/features/calculators/energy/page.server";
import { energyFieldNotes } from "~/features/calculators/energy/components/price-note";
import { useLocale, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadEnergyPage(args, "input");
}

/** New inputs are computed in the browser from what the tool's pages hold (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(energyTool.api, energyDefinition, (page, last) =>
  energyStepData(page, "input", last.origin, last.metas),
);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EnergyCalculatorInput({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("energy.name")} intro={<p>{t("energy.intro")}</p>} fieldNotes={(held) => energyFieldNotes(held, t, locale)}>
      {/* The input page never has a run (its form goes to the results page). */}
      {() => null}
    </CalculatorPage>
  );
}
