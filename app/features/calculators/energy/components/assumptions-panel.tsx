import { panelClass } from "~/features/calculators/shared/components/styles";
import { useLocale, useT } from "~/root-data";
import { assumptionGroups, liveLines } from "../assumption-lines";
import type { ResultsPageData } from "../results-page.server";
import type { EnergyFormat } from "./use-energy-format";

/** Every figure's assumptions and sources: formulas, constants, price, rates, CO2 factor, power data. */
export function AssumptionsPanel({ data, countryName, format }: { data: ResultsPageData; countryName: string; format: EnergyFormat }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <section aria-labelledby="assumptions-title" className={`${panelClass} text-sm`}>
      <h2 id="assumptions-title" className="text-xl font-semibold">
        {t("energy.assumptions.title")}
      </h2>
      <h3 className="mt-4 font-semibold">{t("energy.assumptions.liveTitle")}</h3>
      <ul className="mt-1 space-y-1">
        {liveLines({ data, t }).map((item) => (
          <li key={item.key}>{item.text}</li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3">
        {assumptionGroups({ data, countryName, format, t, locale }).map((group) => (
          <div key={group.key}>
            <dt className="font-semibold">{group.title}</dt>
            {group.lines.map((line) => (
              <dd key={line.text} className={line.muted ? "text-gray-700" : undefined}>
                {line.href ? (
                  <a href={line.href} className="underline" rel="noreferrer">
                    {line.text}
                  </a>
                ) : (
                  line.text
                )}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
