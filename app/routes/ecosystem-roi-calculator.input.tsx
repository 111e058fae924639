import type { Route } from "./+types/ecosystem-roi-calculator.input";
import { calculatorClientLoader } from "~/features/calculators/frame/client-loader";
import { meetingRoiDefinition } from "~/features/calculators/meeting-roi/definition";
import { meetingRoiStepData } from "~/features/calculators/meeting-roi/page-step";
import { meetingRoiTool } from "~/features/calculators/meeting-roi/tool";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { MeetingRoiResults } from "~/features/calculators/meeting-roi/components/meeting-roi-results";
import { loadMeetingRoiPage } from "~/features/calculators/meeting-roi/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadMeetingRoiPage(args, "input");
}

/** New inputs are computed in the browser from what the tool's pages hold (frame/client-loader.ts). */
export const clientLoader = calculatorClientLoader<Awaited<ReturnType<Route.ClientLoaderArgs["serverLoader"]>>>(meetingRoiTool.api, meetingRoiDefinition, (page, last) =>
  meetingRoiStepData(page, "input", last.origin, last.metas),
);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function EcosystemRoiInput({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <CalculatorPage data={loaderData.page} origin={loaderData.origin} title={t("meetingRoi.name")} intro={<p>{t("meetingRoi.intro")}</p>}>
      {/* The input page never has a run (its form goes to the results page). */}
      {(run) => <MeetingRoiResults run={run} />}
    </CalculatorPage>
  );
}
