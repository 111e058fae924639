import { useId } from "react";
import { useT } from "~/root-data";
import type { ErgonomicsAnswer } from "../definition";
import type { ZoneLevel } from "../model";
import type { ErgonomicsFormat } from "./use-ergonomics-format";

export const LEVEL_COLOURS: Record<ZoneLevel, string> = { comfortable: "#15803d", good: "#65a30d", acceptable: "#ca8a04", avoid: "#dc2626" };

const EYE_X = 45;
const RAD = Math.PI / 180;
// Zones that reach round behind the viewer are drawn only over the part of the view facing the screen.
const DRAWN_FROM = -35;
const DRAWN_TO = 80;

/**
 * A side view drawn to scale from the answer, in centimetres (1 unit = 1 cm, y up from the
 * floor): person, chair, desk, monitor, and the zones fanning out from the eye. For assistive
 * technology it is one image with a description that states every figure it shows.
 */
export function WorkstationDiagram({ results, format }: { results: ErgonomicsAnswer; format: ErgonomicsFormat }) {
  const t = useT();
  const id = useId();
  const stature = results.heightCm;
  const distance = results.viewingDistanceCm.recommended;
  const eye = results.eyeHeightCm;
  const width = Math.max(200, EYE_X + distance + 45);
  const height = Math.max(200, eye + 25);
  const y = (cm: number) => height - cm;
  const reach = distance + 35;
  const point = (deg: number) => `${EYE_X + reach * Math.cos(deg * RAD)},${y(eye - reach * Math.sin(deg * RAD))}`;
  const seat = results.seatHeightCm;
  const desk = results.deskHeightCm;
  const top = results.screenTopCm;
  const screenX = EYE_X + distance;
  const screenCentre = top - results.screenSizeCm.height / 2;
  const hip = seat === null ? { x: EYE_X - 6, y: 0.53 * stature } : { x: EYE_X - 10, y: seat + 6 };
  const knee = seat === null ? { x: hip.x, y: 0.285 * stature } : { x: hip.x + 0.245 * stature, y: seat + 6 };
  const shoulder = { x: EYE_X - 8, y: eye - 0.12 * stature };
  const elbow = { x: shoulder.x + 4, y: desk + 3 };

  const zonesText = results.zones
    .map((zone) => t("ergonomics.diagram.zone", { name: t(zone.label.key, zone.label.values), level: t(`ergonomics.level.${zone.level}`), range: t("ergonomics.zones.range", { from: format.degrees(zone.fromDeg), to: format.degrees(zone.toDeg) }) }))
    .join("; ");
  const description = t("ergonomics.diagram.description", {
    posture: t(results.posture === "standing" ? "ergonomics.result.standing" : "ergonomics.result.sitting"),
    height: format.cm(stature),
    seat: seat === null ? t("ergonomics.diagram.noSeat") : format.cm(seat),
    desk: format.cm(desk),
    eye: format.cm(eye),
    distance: format.cm(distance),
    top: format.cm(top),
    angle: format.degrees(results.screenCentreAngleDeg),
    zones: zonesText,
  });

  return (
    <svg role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`} viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-2xl rounded border border-gray-300 bg-white" data-testid="ergonomics-diagram">
      <title id={`${id}-title`}>{t("ergonomics.diagram.title")}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {results.zones.map((zone) => {
        const from = Math.max(zone.fromDeg, DRAWN_FROM);
        const to = Math.min(zone.toDeg, DRAWN_TO);
        if (to <= from) return null;
        const middle = (from + to) / 2;
        return <polygon key={zone.id} points={`${EYE_X},${y(eye)} ${point(from)} ${point(middle)} ${point(to)}`} fill={LEVEL_COLOURS[zone.level]} fillOpacity={0.22} stroke={LEVEL_COLOURS[zone.level]} strokeWidth={0.4} />;
      })}
      <line x1={0} x2={width} y1={y(0)} y2={y(0)} stroke="#374151" strokeWidth={1.5} />
      <line x1={EYE_X} x2={screenX} y1={y(eye)} y2={y(eye)} stroke="#374151" strokeWidth={0.5} strokeDasharray="3 2" />
      <line x1={EYE_X} x2={screenX} y1={y(eye)} y2={y(screenCentre)} stroke="#1d4ed8" strokeWidth={0.6} strokeDasharray="2 1.5" />
      {/* Desk: its top is the keyboard height; legs to the floor. */}
      <rect x={EYE_X + 12} y={y(desk)} width={distance + 25} height={3} fill="#a16207" />
      <line x1={screenX + 8} x2={screenX + 8} y1={y(desk - 3)} y2={y(0)} stroke="#a16207" strokeWidth={2} />
      {seat === null ? null : (
        <g fill="#4b5563" stroke="#4b5563">
          <rect x={EYE_X - 32} y={y(seat)} width={42} height={4} />
          <line x1={EYE_X - 30} x2={EYE_X - 34} y1={y(seat)} y2={y(seat + 45)} strokeWidth={3} />
          <line x1={EYE_X - 11} x2={EYE_X - 11} y1={y(seat - 4)} y2={y(3)} strokeWidth={2.5} />
          <line x1={EYE_X - 30} x2={EYE_X + 8} y1={y(2)} y2={y(2)} strokeWidth={2} />
        </g>
      )}
      <g stroke="#111827" strokeWidth={3.5} strokeLinecap="round" fill="none">
        <line x1={hip.x} y1={y(hip.y)} x2={shoulder.x} y2={y(shoulder.y)} />
        <line x1={hip.x} y1={y(hip.y)} x2={knee.x} y2={y(knee.y)} />
        <line x1={knee.x} y1={y(knee.y)} x2={knee.x} y2={y(3)} />
        <line x1={knee.x} y1={y(3)} x2={knee.x + 0.15 * stature} y2={y(3)} />
        <line x1={shoulder.x} y1={y(shoulder.y)} x2={elbow.x} y2={y(elbow.y)} />
        <line x1={elbow.x} y1={y(elbow.y)} x2={elbow.x + 0.15 * stature} y2={y(elbow.y)} />
      </g>
      <circle cx={EYE_X - 5} cy={y(eye + 2)} r={0.065 * stature} fill="#f3f4f6" stroke="#111827" strokeWidth={1.5} />
      <circle cx={EYE_X} cy={y(eye)} r={1.2} fill="#111827" />
      {/* The screen, tilted back about its centre (in SVG a positive rotation turns the top away from the viewer). */}
      <g transform={`rotate(${results.tiltDeg} ${screenX} ${y(screenCentre)})`}>
        <rect x={screenX} y={y(top)} width={2.5} height={results.screenSizeCm.height} fill="#111827" />
      </g>
      <line x1={screenX + 4} x2={screenX + 4} y1={y(screenCentre)} y2={y(desk)} stroke="#111827" strokeWidth={1.5} />
    </svg>
  );
}
