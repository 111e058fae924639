import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import type { Translate } from "~/i18n/translate";
import type { RecommendationAnswer } from "../answer";
import type { FactSource } from "../cited-sources";

/** A fact's source: its page as a link a visitor can open, or the plain statement that no page confirms it. */
function SourceLine({ t, source }: { t: Translate; source: FactSource | null }) {
  return (
    <p className="text-sm text-gray-700">
      {t("devices.result.source")}{" "}
      {source ? (
        <a href={source.url} className="text-brand-700 underline" rel="noopener noreferrer">
          {source.title}
        </a>
      ) : (
        <span data-testid="unconfirmed">{t("devices.result.unconfirmed")}</span>
      )}
    </p>
  );
}

/** An unknown figure (null) is "not specified", never "no power". */
function powerText(t: Translate, watts: number | null) {
  if (watts === null) return t("devices.result.noPower");
  return watts > 0 ? t("devices.result.power", { watts }) : t("devices.result.powerNone");
}

const badge: Record<RecommendationAnswer["supported"], string> = {
  native: "border-green-700 bg-green-50 text-green-900",
  "with-dock": "border-amber-700 bg-amber-50 text-amber-900",
  no: "border-red-700 bg-red-50 text-red-900",
};

/** The lookup's answer: the verdict, how to connect, the facts with their sources, and monitors that fit. */
export function RecommendationResult({ answer }: { answer: RecommendationAnswer }) {
  const t = useT();
  return (
    <section aria-labelledby="result-title" className="mt-10 rounded-lg border border-gray-300 p-6">
      <h2 id="result-title" className="text-2xl font-semibold">
        {t("devices.result.title")}
      </h2>
      <p className="mt-2 text-gray-800">
        {answer.device.name} · {answer.os.name} · {answer.scenario.name}
      </p>
      <p className={`mt-4 inline-block rounded border px-3 py-1 font-semibold ${badge[answer.supported]}`} data-testid="supported">
        {t(`devices.supported.${answer.supported}`)}
      </p>
      {answer.caveat && (
        <p className="mt-2 font-semibold text-amber-900" data-testid="caveat">
          {answer.caveat}
        </p>
      )}
      {answer.connections.length > 0 && (
        <>
          <h3 className="mt-6 text-lg font-semibold">{t("devices.result.connections")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            {answer.connections.map((connection) => (
              <li key={connection.kind}>{connection.text}</li>
            ))}
          </ul>
        </>
      )}
      <h3 className="mt-6 text-lg font-semibold">{t("devices.result.facts")}</h3>
      <ul className="mt-2 space-y-3">
        {answer.facts.map((fact) => (
          <li key={fact.text}>
            <p>{fact.text}</p>
            <SourceLine t={t} source={fact.source} />
          </li>
        ))}
      </ul>
      <h3 className="mt-6 text-lg font-semibold">{t("devices.result.monitors")}</h3>
      {answer.monitors.length === 0 ? (
        <p className="mt-2">{t("devices.result.noMonitors")}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {answer.monitors.map((monitor) => (
            <li key={monitor.slug}>
              <LocalLink to={`/product/${monitor.slug}`} className="inline-block py-0.5 text-brand-700 underline">
                {monitor.title}
              </LocalLink>{" "}
              <span className="text-sm text-gray-700">
                {powerText(t, monitor.usbCPowerDeliveryWatts)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
