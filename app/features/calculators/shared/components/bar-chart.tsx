export type BarChartItem = { key: string; label: string; value: number; text: string };

const WIDTH = 640;
const LABEL_HEIGHT = 20;
const BAR_HEIGHT = 18;
const ITEM_HEIGHT = LABEL_HEIGHT + BAR_HEIGHT + 12;
const VALUE_SPACE = 160;

/**
 * A horizontal bar chart drawn as SVG (no chart library: this page needs only bars). It is one
 * image to assistive technology, named with every value; the same figures stay in a table.
 */
export function BarChart({ title, items }: { title: string; items: readonly BarChartItem[] }) {
  const largest = Math.max(...items.map((item) => item.value), 0);
  const scale = largest > 0 ? (WIDTH - VALUE_SPACE) / largest : 0;
  const height = items.length * ITEM_HEIGHT;
  const description = `${title}: ${items.map((item) => `${item.label} ${item.text}`).join("; ")}`;
  return (
    <figure className="break-inside-avoid">
      <figcaption className="font-semibold">{title}</figcaption>
      <svg role="img" aria-label={description} viewBox={`0 0 ${WIDTH} ${height}`} className="mt-2 h-auto w-full max-w-3xl" preserveAspectRatio="xMinYMin meet">
        {items.map((item, index) => {
          const top = index * ITEM_HEIGHT;
          const width = Math.max(item.value * scale, item.value > 0 ? 2 : 0);
          return (
            <g key={item.key}>
              <text x={0} y={top + 14} className="fill-gray-800 text-[13px]">
                {item.label}
              </text>
              <rect x={0} y={top + LABEL_HEIGHT} width={width} height={BAR_HEIGHT} rx={2} className="fill-brand-700" />
              <text x={width + 6} y={top + LABEL_HEIGHT + 14} className="fill-ink text-[13px] font-semibold">
                {item.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
