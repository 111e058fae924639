import { useId } from "react";
import { useT } from "~/root-data";
import type { MultiMonitorAnswer } from "../definition";
import type { SetupFormat } from "./use-setup-format";

const PAD = 20;
const SCREEN_DEPTH = 3;
const RAD = Math.PI / 180;

/**
 * The setup seen from above, to scale in centimetres (1 unit = 1 cm): the desk, the row of
 * screens (frames included), the viewer's eye, and the lines of sight to the outer screens'
 * centres; an ultrawide to compare is a dashed outline just behind the row. For assistive
 * technology it is one image whose description states every figure it shows.
 */
export function TopViewDiagram({ results, format }: { results: MultiMonitorAnswer; format: SetupFormat }) {
  const t = useT();
  const id = useId();
  const pitch = results.totalWidthCm / results.count;
  const widest = Math.max(results.deskWidthCm, results.ultrawide?.totalWidthCm ?? 0);
  const width = widest + 2 * PAD;
  const centreX = width / 2;
  const screenY = PAD + 10;
  const eyeY = screenY + SCREEN_DEPTH + results.distanceCm;
  const height = eyeY + PAD + 10;
  // Only the desk's width is a result; its depth is drawn from behind the screens to just short of the viewer.
  const deskTop = PAD;
  const deskBottom = Math.max(screenY + 40, eyeY - 25);
  const outer = results.centresCm[results.centresCm.length - 1] ?? 0;

  const description = [
    t("multiMonitor.diagram.description", {
      count: results.count,
      width: format.cm(pitch),
      total: format.cm(results.totalWidthCm),
      distance: format.cm(results.distanceCm),
      desk: format.cm(results.deskWidthCm),
      angle: format.degrees(results.outerAngleDeg),
    }),
    results.ultrawide ? t("multiMonitor.diagram.ultrawide", { width: format.cm(results.ultrawide.totalWidthCm) }) : "",
  ].join(" ").trim();

  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-2xl rounded border border-gray-300 bg-white" data-testid="multi-monitor-diagram">
      <title id={`${id}-title`}>{t("multiMonitor.diagram.title")}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <rect x={centreX - results.deskWidthCm / 2} y={deskTop} width={results.deskWidthCm} height={deskBottom - deskTop} fill="#fef3c7" stroke="#a16207" strokeWidth={1} />
      {results.ultrawide ? (
        <rect x={centreX - results.ultrawide.totalWidthCm / 2} y={screenY - 6} width={results.ultrawide.totalWidthCm} height={SCREEN_DEPTH} fill="none" stroke="#7c3aed" strokeWidth={0.8} strokeDasharray="3 2" data-testid="ultrawide-outline" />
      ) : null}
      {results.centresCm.map((centre) => (
        <rect key={centre} x={centreX + centre - pitch / 2} y={screenY} width={pitch} height={SCREEN_DEPTH} fill="#111827" stroke="#ffffff" strokeWidth={0.3} data-testid="screen" />
      ))}
      {[-outer, outer].map((centre) => (
        <line key={centre} x1={centreX} y1={eyeY} x2={centreX + centre} y2={screenY + SCREEN_DEPTH} stroke="#1d4ed8" strokeWidth={0.6} strokeDasharray="2 1.5" />
      ))}
      <line x1={centreX} y1={eyeY} x2={centreX} y2={screenY + SCREEN_DEPTH} stroke="#374151" strokeWidth={0.5} strokeDasharray="3 2" />
      {/* The head, seen from above, a little behind the eye point the angles are measured from. */}
      <circle cx={centreX} cy={eyeY + 8} r={9} fill="#f3f4f6" stroke="#111827" strokeWidth={1.2} />
      <circle cx={centreX} cy={eyeY} r={1.2} fill="#111827" />
      {results.outerAngleDeg > 0 ? (
        <path
          d={`M ${centreX} ${eyeY - 15} A 15 15 0 0 1 ${centreX + 15 * Math.sin(results.outerAngleDeg * RAD)} ${eyeY - 15 * Math.cos(results.outerAngleDeg * RAD)}`}
          fill="none"
          stroke="#1d4ed8"
          strokeWidth={0.8}
        />
      ) : null}
    </svg>
  );
}
