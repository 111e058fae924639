import type { Route } from "./+types/ecosystem-roi-calculator.results";
import { LocalLink } from "~/components/ui/local-link";
import { CalculatorPage } from "~/features/calculators/frame/components/calculator-page";
import { MeetingRoiResults } from "~/features/calculators/meeting-roi/components/meeting-roi-results";
import { loadMeetingRoiPage } from "~/features/calculators/meeting-roi/page.server";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader(args: Route.LoaderArgs) {
  return loadMeetingRoiPage(args, "results");
}

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
