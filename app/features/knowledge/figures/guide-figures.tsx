import type { ReactNode } from "react";
import type { FigureId } from "../content-schema";

/** The drawings of the guides; labels come from the content file in the page's language. */
type Drawing = (label: (index: number) => string) => ReactNode;

const ink = "#1f2937";
const muted = "#4b5563";

function Layer({ y, fill, text }: { y: number; fill: string; text: string }) {
  return (
    <g>
      <rect x="20" y={y} width="200" height="36" rx="4" fill={fill} stroke={ink} />
      <text x="120" y={y + 23} textAnchor="middle" fontSize="13" fill={ink}>
        {text}
      </text>
    </g>
  );
}

const lcdVsOled: Drawing = (label) => (
  <>
    <text x="120" y="24" textAnchor="middle" fontSize="15" fontWeight="bold" fill={ink}>{label(0)}</text>
    <Layer y={50} fill="#fde68a" text={label(3)} />
    <Layer y={96} fill="#e5e7eb" text={label(2)} />
    <Layer y={142} fill="#fef3c7" text={label(1)} />
    <g transform="translate(280 0)">
      <text x="120" y="24" textAnchor="middle" fontSize="15" fontWeight="bold" fill={ink}>{label(4)}</text>
      {[0, 1, 2].map((index) => (
        <rect key={index} x={20 + index * 68} y="96" width="60" height="36" rx="4" fill={["#fca5a5", "#86efac", "#93c5fd"][index]} stroke={ink} />
      ))}
      <text x="120" y="160" textAnchor="middle" fontSize="13" fill={ink}>{label(5)}</text>
    </g>
  </>
);

const qdOledStack: Drawing = (label) => (
  <>
    {[0, 1, 2].map((index) => (
      <g key={index}>
        <line x1={110 + index * 150} y1="110" x2={110 + index * 150} y2="48" stroke={["#dc2626", "#16a34a", "#2563eb"][index]} strokeWidth="4" />
        <path d={`M ${100 + index * 150} 50 L ${110 + index * 150} 36 L ${120 + index * 150} 50 z`} fill={["#dc2626", "#16a34a", "#2563eb"][index]} />
        <rect x={50 + index * 150} y="110" width="120" height="40" rx="4" fill={["#fecaca", "#bbf7d0", "#f9fafb"][index]} stroke={ink} />
        <text x={110 + index * 150} y="135" textAnchor="middle" fontSize="12" fill={ink}>{label(index + 1)}</text>
      </g>
    ))}
    <rect x="50" y="165" width="420" height="36" rx="4" fill="#bfdbfe" stroke={ink} />
    <text x="260" y="188" textAnchor="middle" fontSize="13" fill={ink}>{label(0)}</text>
    <text x="260" y="26" textAnchor="middle" fontSize="13" fill={muted}>{label(4)}</text>
  </>
);

const speakerPlacement: Drawing = (label) => (
  <>
    <rect x="140" y="20" width="240" height="130" rx="6" fill="#e5e7eb" stroke={ink} />
    <text x="260" y="90" textAnchor="middle" fontSize="14" fill={ink}>{label(0)}</text>
    {[160, 340].map((x, index) => (
      <g key={x}>
        <circle cx={x} cy="138" r="7" fill={ink} />
        <path d={`M ${x - 20} 170 Q ${x} 185 ${x + 20} 170`} fill="none" stroke={muted} strokeWidth="2" />
        <path d={`M ${x - 30} 182 Q ${x} 202 ${x + 30} 182`} fill="none" stroke={muted} strokeWidth="2" />
        <text x={x} y="218" textAnchor="middle" fontSize="12" fill={ink}>{label(index + 1)}</text>
      </g>
    ))}
    <circle cx="260" cy="250" r="16" fill="#fcd34d" stroke={ink} />
    <text x="260" y="285" textAnchor="middle" fontSize="13" fill={ink}>{label(3)}</text>
  </>
);

function grid(x: number, cell: number, count: number, fills: (row: number, column: number) => string) {
  return Array.from({ length: count * count }, (_, index) => {
    const row = Math.floor(index / count);
    const column = index % count;
    return <rect key={index} x={x + column * cell} y={50 + row * cell} width={cell} height={cell} fill={fills(row, column)} stroke={ink} strokeWidth="0.75" />;
  });
}

const shades = ["#dbeafe", "#93c5fd", "#3b82f6", "#1e3a8a"];

const dualMode: Drawing = (label) => (
  <>
    <text x="110" y="30" textAnchor="middle" fontSize="14" fill={ink}>{label(0)}</text>
    {grid(30, 20, 8, (row, column) => shades[(row * 3 + column) % 4] ?? "#fff")}
    <text x="410" y="30" textAnchor="middle" fontSize="14" fill={ink}>{label(1)}</text>
    {grid(330, 20, 8, (row, column) => shades[(Math.floor(row / 2) * 3 + Math.floor(column / 2)) % 4] ?? "#fff")}
    <rect x="330" y="50" width="40" height="40" fill="none" stroke="#dc2626" strokeWidth="3" />
    <text x="410" y="232" textAnchor="middle" fontSize="12" fill={ink}>{label(2)}</text>
  </>
);

const soundField: Drawing = (label) => (
  <>
    <circle cx="260" cy="150" r="110" fill="none" stroke={muted} strokeDasharray="6 6" />
    <circle cx="260" cy="150" r="22" fill="#fcd34d" stroke={ink} />
    <circle cx="260" cy="150" r="9" fill="none" stroke={ink} />
    {[
      { x: 260, y: 40, index: 0 },
      { x: 260, y: 260, index: 1 },
      { x: 150, y: 150, index: 2 },
      { x: 370, y: 150, index: 3 },
      { x: 320, y: 110, index: 4 },
    ].map(({ x, y, index }) => (
      <g key={index}>
        <circle cx={x} cy={y} r="12" fill={index === 4 ? "#c4b5fd" : "#93c5fd"} stroke={ink} />
        <text x={x} y={index === 1 ? y + 30 : y - 18} textAnchor="middle" fontSize="13" fill={ink}>{label(index)}</text>
      </g>
    ))}
  </>
);

export const guideDrawings: Record<FigureId, { viewBox: string; draw: Drawing }> = {
  "lcd-vs-oled": { viewBox: "0 0 520 200", draw: lcdVsOled },
  "qd-oled-stack": { viewBox: "0 0 520 215", draw: qdOledStack },
  "speaker-placement": { viewBox: "0 0 520 300", draw: speakerPlacement },
  "dual-mode": { viewBox: "0 0 520 245", draw: dualMode },
  "sound-field": { viewBox: "0 0 520 290", draw: soundField },
};
