import type { ReactNode } from "react";
import { useT } from "~/root-data";

/** The calculator's title and what it does; the step says whether inputs or results follow. */
export function EnergyPageHeader({ step, actions }: { step: "input" | "results"; actions?: ReactNode }) {
  const t = useT();
  return (
    <header>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{t(step === "input" ? "energy.step.input" : "energy.step.results")}</p>
      <h1 id="page-title" className="mt-1 text-3xl font-bold">
        {t("energy.name")}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-800">{t("energy.intro")}</p>
      {actions ? <div className="mt-4">{actions}</div> : null}
    </header>
  );
}
