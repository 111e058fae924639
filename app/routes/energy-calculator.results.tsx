import type { Route } from "./+types/energy-calculator.results";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { energyDefinition } from "~/features/calculators/energy/definition";
import { energyStepData } from "~/features/calculators/energy/page-step";
import { energyTool } from "~/features/calculators/energy/tool";
import { LocalLink } from "~/components/ui/local-link";
import { BookmarkButton } from "~/features/collections";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { EnergyResults } from "~/features/calculators/energy/components/energy-results";
import type { EnergyAnswer } from "~/features/calculators/energy/definition";
import { loadEnergyPage } from "~/features/calculators/energy/page.server";
import { energyFieldNotes } from "~/features/calculators/energy/components/price-note";
import { useLocale, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

/** Results from the address (a GET form, a share link or a saved entry); invalid input shows the form with its messages. */
export async function loader(args: Route.LoaderArgs) {
  return loadEnergyPage(args, "results");
}

/** New inputs are computed in the browser from what the tool's pages hold (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(energyTool.api, energyDefinition, (page, last) =>
  energyStepData(page, "results", last.origin, last.metas),
);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EnergyCalculatorResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <CalculatorPage<EnergyAnswer>
      data={loaderData.page}
      origin={loaderData.origin}
      title={t("energy.results.title")}
      fieldNotes={(held) => energyFieldNotes(held, t, locale)}
      intro={
        <>
          <p>{t("energy.intro")}</p>
          <div className="mt-2 flex flex-wrap items-center gap-4 print:hidden">
            {/* These results (their address holds every input) as a bookmark. */}
            <BookmarkButton title={t("energy.results.title")} genre="calculator" />
            <LocalLink to={loaderData.inputHref} className="py-0.5 font-medium text-brand-700 underline">
              {t("energy.results.changeInputs")}
            </LocalLink>
          </div>
        </>
      }
    >
      {(run) => <EnergyResults run={run} settings={loaderData.settings} query={loaderData.query} countryCurrency={loaderData.countryCurrency} />}
    </CalculatorPage>
  );
}
