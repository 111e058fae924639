import type { GamutPrimaries } from "#db/schema";
import { referenceGamuts, type Chromaticity, type Primaries } from "#db/vocabulary/gamut";
import { spectralLocus } from "../spectral-locus";

/** Drawing units per chromaticity unit; the plot shows x 0–0.8 and y 0–0.9. */
const scale = 500;
const margin = { left: 44, bottom: 36, top: 12, right: 12 };
const width = 0.8 * scale + margin.left + margin.right;
const height = 0.9 * scale + margin.top + margin.bottom;
const toX = (x: number) => margin.left + x * scale;
const toY = (y: number) => margin.top + (0.9 - y) * scale;
const points = (corners: readonly Chromaticity[]) => corners.map((point) => `${toX(point.x).toFixed(1)},${toY(point.y).toFixed(1)}`).join(" ");
const triangle = (primaries: Primaries) => points([primaries.red, primaries.green, primaries.blue]);

const locusPoints = points(spectralLocus());
const ticks = [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8];

/** Reference outlines: grey tones and dash patterns, so they read apart without colour. */
export const referenceStyles = {
  srgb: { name: "sRGB", stroke: "#4b5563", dash: "6 4" },
  dciP3: { name: "DCI-P3", stroke: "#6b7280", dash: "2 3" },
  adobeRgb: { name: "Adobe RGB", stroke: "#374151", dash: "10 3 2 3" },
} as const;

/** The monitors' triangles, in the order they are compared. */
export const monitorColours = ["#1d4ed8", "#b91c1c", "#047857"] as const;

/** A monitor's triangle; the comparison passes its columns' colour and dash so the page stays consistent. */
export type DiagramGamut = { key: string; title: string; primaries: GamutPrimaries; colour?: string; dash?: string };

export const gamutColour = (gamut: DiagramGamut, index: number) => gamut.colour ?? monitorColours[index % monitorColours.length]!;

/**
 * The CIE 1931 xy chromaticity diagram: the spectral locus, the three reference triangles
 * (dashed) and each monitor's triangle (solid). The drawing is one labelled image; the table
 * beside it (GamutTable) gives screen readers the same figures.
 */
export function ChromaticityDiagram({ gamuts, label, className }: { gamuts: readonly DiagramGamut[]; label: string; className?: string }) {
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label} className={className} data-testid="chromaticity-diagram">
      <g aria-hidden="true">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={toX(tick)} x2={toX(tick)} y1={toY(0)} y2={toY(0.9)} stroke="#e5e7eb" />
            <text x={toX(tick)} y={toY(0) + 16} textAnchor="middle" fontSize="11" fill="#374151">
              {tick.toFixed(1)}
            </text>
          </g>
        ))}
        {[...ticks, 0.9].map((tick) => (
          <g key={tick}>
            <line x1={toX(0)} x2={toX(0.8)} y1={toY(tick)} y2={toY(tick)} stroke="#e5e7eb" />
            <text x={toX(0) - 6} y={toY(tick) + 4} textAnchor="end" fontSize="11" fill="#374151">
              {tick.toFixed(1)}
            </text>
          </g>
        ))}
        <text x={toX(0.4)} y={height - 4} textAnchor="middle" fontSize="12" fill="#111827">
          x
        </text>
        <text x={12} y={toY(0.45)} textAnchor="middle" fontSize="12" fill="#111827">
          y
        </text>
        <polygon points={locusPoints} fill="#f9fafb" stroke="#111827" strokeWidth="1.5" data-testid="spectral-locus" />
        {(Object.keys(referenceStyles) as Array<keyof typeof referenceStyles>).map((key) => (
          <polygon
            key={key}
            points={triangle(referenceGamuts[key])}
            fill="none"
            stroke={referenceStyles[key].stroke}
            strokeWidth="1.5"
            strokeDasharray={referenceStyles[key].dash}
            data-reference={key}
          />
        ))}
        {gamuts.map((gamut, index) => (
          <polygon
            key={gamut.key}
            points={triangle(gamut.primaries)}
            fill={gamutColour(gamut, index)}
            fillOpacity="0.1"
            stroke={gamutColour(gamut, index)}
            strokeWidth="2.5"
            strokeDasharray={gamut.dash}
            data-monitor={gamut.key}
          />
        ))}
      </g>
    </svg>
  );
}
