import type { Route } from "./+types/ecosystem-roi-calculator.input";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { MeetingRoiResults } from "~/features/calculators/meeting-roi/components/meeting-roi-results";
import { loadMeetingRoiPage } from "~/features/calculators/meeting-roi/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadMeetingRoiPage(args, "input");
}

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
