import { useId } from "react";
import { useT } from "~/root-data";

/** One year's cash: benefits in, costs out (both as positive amounts; a negative one is drawn the other way). */
export type CashFlowYear = { benefits: number; costs: number };

const WIDTH = 640;
const HEIGHT = 280;
// Room for the amounts at the axis, also in the larger type of a phone (app.css `.chart-label`).
const LEFT = 136;
const TOP = 12;
const BOTTOM = 28;
const PLOT_WIDTH = WIDTH - LEFT - 8;
const PLOT_HEIGHT = HEIGHT - TOP - BOTTOM;

/** The cumulative net cash after each year: Σ (benefits − costs). */
export function cumulativeNet(years: readonly CashFlowYear[]): number[] {
  let total = 0;
  return years.map((year) => (total += year.benefits - year.costs));
}

/**
 * Benefits above the zero line and costs below it, one pair of bars per year, with the
 * cumulative net cash as a line with markers. Drawn as SVG without a chart library; one image to
 * assistive technology, named with every value (the same figures are in the yearly table).
 */
export function CashFlowChart({ title, years, format }: { title: string; years: readonly CashFlowYear[]; format: (value: number) => string }) {
  const t = useT();
  const hatch = `${useId()}-hatch`;
  const net = cumulativeNet(years);
  const plotted = [0, ...years.flatMap((year) => [year.benefits, -year.costs]), ...net].filter(Number.isFinite);
  const top = Math.max(...plotted);
  const bottom = Math.min(...plotted);
  const span = top - bottom || 1;
  const y = (value: number) => TOP + ((top - (Number.isFinite(value) ? value : 0)) / span) * PLOT_HEIGHT;
  const group = PLOT_WIDTH / Math.max(years.length, 1);
  const barWidth = group * 0.3;
  // A figure that is not zero stays visible however small beside the others (4 units: 2 px on a
  // phone); a zero draws nothing. Costs are hatched too, so they differ from benefits in grey print.
  const bar = (x: number, value: number, className: string, hatched = false) => {
    if (value === 0 || !Number.isFinite(value)) return null;
    const from = y(0);
    const to = y(value);
    const box = { x, y: Math.min(from, to), width: barWidth, height: Math.max(Math.abs(to - from), 4) };
    return (
      <>
        <rect x={box.x} y={box.y} width={box.width} height={box.height} className={className} />
        {hatched ? <rect x={box.x} y={box.y} width={box.width} height={box.height} fill={`url(#${hatch})`} /> : null}
      </>
    );
  };
  const centre = (index: number) => LEFT + group * index + group / 2;
  const description = `${title}: ${years
    .map((year, index) => t("calculator.chart.year", { year: index + 1, benefits: format(year.benefits), costs: format(year.costs), net: format(net[index]!) }))
    .join("; ")}`;
  // Zero always; the extremes only where their labels would not run into zero's.
  const ticks = [0, ...[top, bottom].filter((tick) => Math.abs(y(tick) - y(0)) >= 26)];

  return (
    <figure className="break-inside-avoid">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg role="img" aria-label={description} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="mt-2 h-auto w-full max-w-3xl" preserveAspectRatio="xMinYMin meet">
        <defs>
          <pattern id={hatch} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1={0} y1={0} x2={0} y2={6} stroke="#fff" strokeWidth={2} strokeOpacity={0.6} />
          </pattern>
        </defs>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - 8} y1={y(tick)} y2={y(tick)} className={tick === 0 ? "stroke-gray-700" : "stroke-gray-300"} strokeWidth={1} />
            <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" className="chart-label fill-gray-800 text-[12px]">
              {format(tick)}
            </text>
          </g>
        ))}
        {years.map((year, index) => (
          <g key={index}>
            {bar(LEFT + group * index + group * 0.18, year.benefits, "fill-brand-700")}
            {bar(LEFT + group * index + group * 0.52, -year.costs, "fill-amber-600", true)}
            <text x={centre(index)} y={HEIGHT - 8} textAnchor="middle" className="chart-label fill-gray-800 text-[13px]">
              {t("calculator.table.year", { year: index + 1 })}
            </text>
          </g>
        ))}
        <polyline points={net.map((value, index) => `${centre(index)},${y(value)}`).join(" ")} fill="none" strokeWidth={2} strokeDasharray="6 3" className="stroke-ink" />
        {net.map((value, index) => (
          <circle key={index} cx={centre(index)} cy={y(value)} r={5} strokeWidth={2} className="fill-white stroke-ink" />
        ))}
      </svg>
      <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-4 text-sm">
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 bg-brand-700" /> {t("calculator.chart.benefits")}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block size-3 bg-amber-600 bg-[repeating-linear-gradient(45deg,transparent_0_2px,rgb(255_255_255/0.6)_2px_4px)]" /> {t("calculator.chart.costs")}
        </li>
        <li className="flex items-center gap-2">
          <span className="inline-block h-0 w-5 border-t-2 border-dashed border-ink" /> {t("calculator.chart.cumulative")}
        </li>
      </ul>
    </figure>
  );
}
