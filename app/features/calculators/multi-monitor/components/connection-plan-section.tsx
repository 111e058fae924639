import type { FactSource } from "~/features/devices";
import type { Translate } from "~/i18n/translate";
import { useT } from "~/root-data";
import type { ConnectionPlan } from "../connection";

/** A device fact's source: its page as a link, or "not confirmed by a public page". */
function SourceOf({ t, source }: { t: Translate; source: FactSource | null }) {
  if (!source) return <span data-testid="unconfirmed">{t("devices.result.unconfirmed")}</span>;
  return (
    <a href={source.url} className="text-brand-700 underline" rel="noopener noreferrer">
      {source.title}
    </a>
  );
}

/** Whether the laptop can daisy-chain, how many cables leave it, and the steps with their reasons. */
export function ConnectionPlanSection({ plan }: { plan: ConnectionPlan }) {
  const t = useT();
  return (
    <section aria-labelledby="multi-monitor-plan-title" className="space-y-2" data-testid="connection-plan">
      <h3 id="multi-monitor-plan-title" className="text-xl font-semibold">
        {t("multiMonitor.plan.title")}
      </h3>
      <p className="font-medium text-gray-900">{t(`multiMonitor.plan.daisy.${plan.daisyChain}`)}</p>
      <p className="text-gray-800">
        {plan.cablesWithChain === null ? t("multiMonitor.plan.cables", { without: plan.cablesWithoutChain }) : t("multiMonitor.plan.cablesChain", { without: plan.cablesWithoutChain })}
      </p>
      <ul className="list-disc space-y-1 pl-6 text-gray-800">
        {plan.steps.map((step) => (
          <li key={step.key}>{t(step.key, step.values)}</li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">
        {t("multiMonitor.plan.ports", { ports: plan.ports.join(", ") })} {t("devices.result.source")} <SourceOf t={t} source={plan.sources.ports} />
      </p>
      <p className="text-sm text-gray-700">
        {t("multiMonitor.plan.displays", { native: plan.nativeDisplays })} {t("devices.result.source")} <SourceOf t={t} source={plan.sources.displays} />
      </p>
    </section>
  );
}
