import { useId } from "react";

export type BarChartItem = { key: string; label: string; value: number; text: string };

const WIDTH = 640;
const LABEL_HEIGHT = 20;
const BAR_HEIGHT = 18;
const ITEM_HEIGHT = LABEL_HEIGHT + BAR_HEIGHT + 12;
const VALUE_SPACE = 160;

/** One colour per bar (contrast ≥ 3:1 on white), and every other bar hatched so they differ in grey print too. */
const FILLS = ["fill-brand-700", "fill-amber-600", "fill-emerald-700", "fill-purple-700"] as const;

/**
 * A horizontal bar chart drawn as SVG (no chart library: this page needs only bars). It is one
 * image to assistive technology, named with every value; the same figures stay in a table.
 */
export function BarChart({ title, items }: { title: string; items: readonly BarChartItem[] }) {
  const hatch = `${useId()}-hatch`;
  const largest = Math.max(...items.map((item) => item.value), 0);
  const scale = largest > 0 ? (WIDTH - VALUE_SPACE) / largest : 0;
  const height = items.length * ITEM_HEIGHT;
  const description = `${title}: ${items.map((item) => `${item.label} ${item.text}`).join("; ")}`;
  return (
    <figure className="break-inside-avoid">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg role="img" aria-label={description} viewBox={`0 0 ${WIDTH} ${height}`} className="mt-2 h-auto w-full max-w-3xl" preserveAspectRatio="xMinYMin meet">
        <defs>
          <pattern id={hatch} width={6} height={6} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line x1={0} y1={0} x2={0} y2={6} stroke="#fff" strokeWidth={2} strokeOpacity={0.6} />
          </pattern>
        </defs>
        {items.map((item, index) => {
          const top = index * ITEM_HEIGHT;
          // A positive value stays visible beside a far larger one (4 units: 2 px on a phone).
          const width = Math.max(item.value * scale, item.value > 0 ? 4 : 0);
          return (
            <g key={item.key}>
              <text x={0} y={top + 14} className="chart-label fill-gray-800 text-[13px]">
                {item.label}
              </text>
              {width > 0 ? <rect x={0} y={top + LABEL_HEIGHT} width={width} height={BAR_HEIGHT} rx={2} className={FILLS[index % FILLS.length]} /> : null}
              {width > 0 && index % 2 === 1 ? <rect x={0} y={top + LABEL_HEIGHT} width={width} height={BAR_HEIGHT} rx={2} fill={`url(#${hatch})`} /> : null}
              <text x={width + 6} y={top + LABEL_HEIGHT + 14} className="chart-label fill-ink text-[13px] font-semibold">
                {item.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
