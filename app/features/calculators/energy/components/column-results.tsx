import { panelClass } from "~/features/calculators/shared/components/styles";
import { useT } from "~/root-data";
import type { PeriodChoice } from "../input-schema";
import type { ColumnResult } from "../model";
import type { PageColumn } from "./page-columns";
import { FiguresList } from "./figures-list";
import type { EnergyFormat } from "./use-energy-format";

type ColumnResultsProps = {
  index: number;
  name: string;
  firstName: string;
  column: PageColumn;
  result: ColumnResult;
  period: PeriodChoice;
  format: EnergyFormat;
};

/** One option's list results: each monitor row, the option's total and its difference from the first. */
export function ColumnResults({ index, name, firstName, column, result, period, format }: ColumnResultsProps) {
  const t = useT();
  const titleId = `option-${index + 1}-title`;
  return (
    <section aria-labelledby={titleId} className={`${panelClass} break-inside-avoid`}>
      <h2 id={titleId} className="text-xl font-semibold">
        {name}
      </h2>
      <p className="text-sm text-gray-700">
        {t("energy.results.monitorCount", { count: format.quantity(result.quantity) })} · {t(`energy.period.${period}`)}
      </p>
      <ul className="mt-3 space-y-3">
        {column.rows.map((row, rowIndex) => {
          const rowResult = result.rows[rowIndex];
          if (!rowResult) return null;
          return (
            <li key={`${row.monitor.slug}-${rowIndex}`} className="border-t border-gray-200 pt-3">
              <h3 className="font-medium">
                {row.monitor.title} <span className="font-normal text-gray-700">× {format.quantity(row.quantity)}</span>
              </h3>
              <p className="mb-2 text-xs text-gray-700">
                {t("energy.results.power", {
                  on: format.watts(row.monitor.power.onWatts),
                  sleep: format.watts(row.monitor.power.sleepWatts),
                  off: format.watts(row.monitor.power.offWatts),
                })}{" "}
                {t("energy.results.typical", { value: format.kwhPerYear(rowResult.typicalKwhPerMonitorYear) })}
              </p>
              <FiguresList figures={rowResult[period]} format={format} />
            </li>
          );
        })}
      </ul>
      <div className="mt-4 rounded bg-brand-50 p-3">
        <h3 className="font-semibold">{t("energy.results.optionTotal", { option: name })}</h3>
        <FiguresList figures={result[period]} format={format} />
      </div>
      {result.differenceFromFirst ? (
        <div className="mt-3 rounded border border-gray-300 p-3">
          <h3 className="font-semibold">{t("energy.results.comparedWith", { option: firstName })}</h3>
          <FiguresList figures={result.differenceFromFirst[period]} format={format} signed />
        </div>
      ) : null}
    </section>
  );
}
