import { useEffect } from "react";
import type { Route } from "./+types/meeting-space-configurator";
import { MeetingSpaceResults } from "~/features/configurators/meeting-space/components/results";
import { questions } from "~/features/configurators/meeting-space/questions";
import { keepMeetingSpace, meetingSpaceInBrowser } from "~/features/configurators/meeting-space/in-browser";
import { loadMeetingSpacePage } from "~/features/configurators/meeting-space/page.server";
import { stepPath, steps } from "~/features/configurators/meeting-space/steps";
import { WizardPage } from "~/features/configurators/shared/wizard-page";
import { WizardStep } from "~/features/configurators/shared/wizard-step";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, usePhrases, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadMeetingSpacePage(request, params.step);
}

/** The next step or the results computed here from what the page holds; the server for the rest. */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return meetingSpaceInBrowser(new URL(request.url), params.step) ?? (await serverLoader());
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function MeetingSpaceConfigurator({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const phrases = usePhrases();
  const { language } = useLocale();
  // In the browser only: the server's render must not keep one visitor's page for the next.
  useEffect(() => keepMeetingSpace(data, language, phrases), [data, language, phrases]);
  const step = steps[data.step]!;
  return (
    <WizardPage
      title={t("meetingSpace.name")}
      intro={t("meetingSpace.intro")}
      stepTitle={t(`meetingSpace.step.${step.id}` as PhraseKey)}
      data={data}
      steps={steps}
      stepPath={stepPath}
    >
      {data.results ? <MeetingSpaceResults data={data} body={data.results} /> : <WizardStep data={data} steps={steps} questions={questions} stepPath={stepPath} />}
    </WizardPage>
  );
}
