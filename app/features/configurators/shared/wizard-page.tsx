import type { ReactNode } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { SavedEntryNotFound } from "~/features/collections";
import { useT } from "~/root-data";
import type { Step } from "./question";

type Props = {
  title: string;
  intro: string;
  /** The current step's heading. */
  stepTitle: string;
  data: { step: number; query: string; entry: { status: string } };
  steps: readonly Step[];
  /** A step's path without language or site prefix. */
  stepPath: (index: number) => string;
  /** The step's questions, or the results on the last step. */
  children: ReactNode;
};

/** A configurator's page: one address per step, Back and Start again in the heading. */
export function WizardPage({ title, intro, stepTitle, data, steps, stepPath, children }: Props) {
  const t = useT();
  const stepOf = t("configurator.stepOf", { step: data.step + 1, count: steps.length });
  return (
    <section className="mx-auto max-w-4xl space-y-6 py-8" aria-labelledby="page-title">
      {/* Not a <header>: print hides headers, and the printed bill keeps its title. */}
      <div className="space-y-3">
        <h1 id="page-title" className="text-3xl font-bold">
          {title}
        </h1>
        {data.step === 0 ? <p className="text-gray-800">{intro}</p> : null}
        <nav aria-label={stepOf} className="flex flex-wrap items-center gap-4 text-sm print:hidden">
          <span className="font-medium text-gray-800">{stepOf}</span>
          {data.step > 0 ? (
            <LocalLink to={`${stepPath(data.step - 1)}${data.query ? `?${data.query}` : ""}`} className="inline-block py-0.5 text-brand-700 underline">
              {t("configurator.back")}
            </LocalLink>
          ) : null}
          <LocalLink to={stepPath(0)} className="inline-block py-0.5 text-brand-700 underline">
            {t("configurator.restart")}
          </LocalLink>
        </nav>
        <h2 className="text-2xl font-semibold">{stepTitle}</h2>
      </div>
      {/* An unknown saved entry restores nothing: the wizard starts where the answers are missing. */}
      {data.entry.status === "not-found" ? <SavedEntryNotFound /> : null}
      {children}
    </section>
  );
}
