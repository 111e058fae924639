import type { Route } from "./+types/workspace-configurator";
import { LocalLink } from "~/components/ui/local-link";
import { SavedEntryNotFound } from "~/features/collections";
import { WorkspaceResults } from "~/features/configurators/workspace/components/results";
import { questions } from "~/features/configurators/workspace/questions";
import { loadWorkspacePage } from "~/features/configurators/workspace/page.server";
import { stepPath, steps } from "~/features/configurators/workspace/steps";
import { WizardStep } from "~/features/configurators/shared/wizard-step";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";
import { pageMeta } from "~/utils/meta";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadWorkspacePage(request, params.step);
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

/** The workspace configurator: one address per step, Back and Start again in the heading. */
export default function WorkspaceConfigurator({ loaderData: data }: Route.ComponentProps) {
  const t = useT();
  const step = steps[data.step]!;
  return (
    <section className="mx-auto max-w-4xl space-y-6 py-8" aria-labelledby="page-title">
      {/* Not a <header>: print hides headers, and the printed bill keeps its title. */}
      <div className="space-y-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {t("tools.workspaceConfigurator")}
        </h1>
        {data.step === 0 ? <p className="text-gray-800">{t("workspace.intro")}</p> : null}
        <nav aria-label={t("configurator.stepOf", { step: data.step + 1, count: steps.length })} className="flex flex-wrap items-center gap-4 text-sm print:hidden">
          <span className="font-medium text-gray-800">{t("configurator.stepOf", { step: data.step + 1, count: steps.length })}</span>
          {data.step > 0 ? (
            <LocalLink to={`${stepPath(data.step - 1)}${data.query ? `?${data.query}` : ""}`} className="text-brand-700 underline">
              {t("configurator.back")}
            </LocalLink>
          ) : null}
          <LocalLink to={stepPath(0)} className="text-brand-700 underline">
            {t("configurator.restart")}
          </LocalLink>
        </nav>
        <h2 className="text-2xl font-semibold">{t(`workspace.step.${step.id}` as PhraseKey)}</h2>
      </div>
      {/* An unknown saved entry restores nothing: the wizard starts where the answers are missing. */}
      {data.entry.status === "not-found" ? <SavedEntryNotFound /> : null}
      {data.results ? <WorkspaceResults data={data} body={data.results} /> : <WizardStep data={data} steps={steps} questions={questions} stepPath={stepPath} />}
    </section>
  );
}
