import type { Route } from "./+types/ecosystem-roi-calculator.results";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { meetingRoiDefinition } from "~/features/calculators/meeting-roi/definition";
import { meetingRoiStepData } from "~/features/calculators/meeting-roi/page-step";
import { meetingRoiTool } from "~/features/calculators/meeting-roi/tool";
import { LocalLink } from "~/components/ui/local-link";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { MeetingRoiResults } from "~/features/calculators/meeting-roi/components/meeting-roi-results";
import { loadMeetingRoiPage } from "~/features/calculators/meeting-roi/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadMeetingRoiPage(args, "results");
}

/** New inputs are computed in the browser from what the tool's pages hold (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(meetingRoiTool.api, meetingRoiDefinition, (page, last) =>
  meetingRoiStepData(page, "results", last.origin, last.metas),
);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EcosystemRoiResults({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage
      data={loaderData.page}
      origin={loaderData.origin}
      title={t("meetingRoi.results.title")}
      intro={
        <>
          <p>{t("meetingRoi.intro")}</p>
          <p className="mt-2 print:hidden">
            <LocalLink to={loaderData.inputHref} className="font-medium text-brand-700 underline">
              {t("meetingRoi.backToInputs")}
            </LocalLink>
          </p>
        </>
      }
    >
      {(run) => <MeetingRoiResults run={run} />}
    </CalculatorPage>
  );
}
