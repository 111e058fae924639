import { useEffect } from "react";
import type { Route } from "./+types/workspace-configurator";
import { WorkspaceResults } from "~/features/configurators/workspace/components/results";
import { questions } from "~/features/configurators/workspace/questions";
import { keepWorkspace, workspaceInBrowser } from "~/features/configurators/workspace/in-browser";
import { loadWorkspacePage } from "~/features/configurators/workspace/page.server";
import { stepPath, steps } from "~/features/configurators/workspace/steps";
import { WizardPage } from "~/features/configurators/shared/wizard-page";
import { WizardStep } from "~/features/configurators/shared/wizard-step";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useLocale, usePhrases, useRootData, useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadWorkspacePage(request, params.step);
}

/** The next step or the results computed here from what the page holds; the server for the rest. */
export async function clientLoader({ request, params, serverLoader }: Route.ClientLoaderArgs) {
  return (await workspaceInBrowser(new URL(request.url), params.step)) ?? (await serverLoader());
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function WorkspaceConfigurator({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const phrases = usePhrases();
  const { language, site } = useLocale();
  const hostSite = useRootData()?.hostSite ?? null;
  // In the browser only: the server's render must not keep one visitor's page for the next.
  useEffect(() => keepWorkspace(data, { language, site, hostSite }, phrases), [data, language, site, hostSite, phrases]);
  const step = steps[data.step]!;
  return (
    <WizardPage
      title={t("workspace.name")}
      intro={t("workspace.intro")}
      stepTitle={t(`workspace.step.${step.id}` as PhraseKey)}
      data={data}
      steps={steps}
      stepPath={stepPath}
    >
      {data.results ? <WorkspaceResults data={data} body={data.results} /> : <WizardStep data={data} steps={steps} questions={questions} stepPath={stepPath} />}
    </WizardPage>
  );
}
