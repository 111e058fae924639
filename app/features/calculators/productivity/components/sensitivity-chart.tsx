import type { CalculatorFormat } from "~/features/calculators/frame/components/use-calculator-format";
import { useT } from "~/root-data";
import type { SensitivityRow } from "../analysis";
import { tornadoSides } from "../tornado";

/**
 * The tornado: one row per figure, a bar from the calculated NPV to the NPV with that figure 25 %
 * lower and one to the NPV with it 25 % higher, largest swing on top. Labels and values are HTML
 * text (readable at any width, never scaled down with the drawing); the bars are SVG without a
 * chart library. The chart is one image to assistive technology, named with every value, and the
 * same figures are in a table below it.
 */
export function SensitivityChart({ rows, npv, format }: { rows: readonly SensitivityRow[]; npv: number; format: CalculatorFormat }) {
  const t = useT();
  const values = [npv, ...rows.flatMap((row) => [row.npvLow, row.npvHigh])].filter(Number.isFinite);
  const left = Math.min(...values);
  const span = Math.max(...values) - left || 1;
  const x = (value: number) => ((value - left) / span) * 100;
  const bar = (value: number, className: string) => {
    const from = Math.min(x(npv), x(value));
    return <rect x={from} y={2} width={Math.max(Math.abs(x(value) - x(npv)), value === npv ? 0 : 0.5)} height={16} className={className} />;
  };
  const labelOf = (row: SensitivityRow) => t(row.label.key, row.label.values);
  const title = t("productivity.sensitivity.title");
  const description = `${title}. ${t("productivity.sensitivity.npv", { npv: format.money(npv) })}. ${rows
    .map((row) => t("productivity.sensitivity.item", { label: labelOf(row), low: format.money(row.npvLow), high: format.money(row.npvHigh) }))
    .join("; ")}`;
  return (
    <figure className="break-inside-avoid">
      <figcaption className="font-semibold">{title}</figcaption>
      <p className="text-sm text-gray-700">{t("productivity.sensitivity.npv", { npv: format.money(npv) })}</p>
      <div role="img" aria-label={description} className="mt-2 max-w-3xl space-y-3">
        {rows.map((row) => (
          <div key={row.key}>
            <div className="text-sm text-gray-900">{labelOf(row)}</div>
            <svg viewBox="0 0 100 20" preserveAspectRatio="none" className="h-5 w-full" aria-hidden="true">
              {bar(row.npvLow, "fill-amber-600")}
              {bar(row.npvHigh, "fill-brand-700")}
              <line x1={x(npv)} x2={x(npv)} y1={0} y2={20} className="stroke-ink" strokeWidth={1} vectorEffect="non-scaling-stroke" />
            </svg>
            {/* Each value beside its own bar: the smaller NPV on the left (tornado.ts). */}
            <div className="flex justify-between gap-2 text-xs text-gray-800 tabular-nums">
              {tornadoSides(row).map((side) => (
                <span key={side.change}>{`${t(`productivity.sensitivity.${side.change}`)}: ${format.money(side.npv)}`}</span>
              ))}
            </div>
          </div>
        ))}
      </div>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-4 text-sm">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 bg-amber-600" /> {t("productivity.sensitivity.lower")}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 bg-brand-700" /> {t("productivity.sensitivity.higher")}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-3 w-0 border-l-2 border-ink" /> {t("productivity.result.npv")}
        </li>
      </ul>
      <details className="mt-2 print:hidden">
        <summary className="cursor-pointer py-1 text-sm">{t("productivity.sensitivity.table")}</summary>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-gray-400">
                <th scope="col" className="px-2 py-1 text-left">{t("productivity.sensitivity.figure")}</th>
                <th scope="col" className="px-2 py-1 text-right">{t("productivity.sensitivity.lower")}</th>
                <th scope="col" className="px-2 py-1 text-right">{t("productivity.sensitivity.higher")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-gray-200">
                  <th scope="row" className="px-2 py-1 text-left font-normal">{labelOf(row)}</th>
                  <td className="px-2 py-1 text-right tabular-nums whitespace-nowrap">{format.money(row.npvLow)}</td>
                  <td className="px-2 py-1 text-right tabular-nums whitespace-nowrap">{format.money(row.npvHigh)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
