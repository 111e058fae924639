import type { ReactNode } from "react";
import { useT } from "~/root-data";
import type { ErgonomicsAnswer } from "../definition";
import type { ErgonomicsFormat } from "./use-ergonomics-format";

type Item = { key: string; text: ReactNode; reason?: string; source: string };

/** Each recommendation with its figures, its reason and the standard behind it. */
export function Recommendations({ results, format }: { results: ErgonomicsAnswer; format: ErgonomicsFormat }) {
  const t = useT();
  const source = (id: string) => results.sources.find((said) => said.key === `ergonomics.source.${id}`);
  const sourceText = (...ids: string[]) =>
    ids
      .map(source)
      .filter((said) => said !== undefined)
      .map((said) => t(said.key, said.values))
      .join("; ");
  const limits = results.zones.find((zone) => zone.id === "centre")!;
  const lowest = results.zones.find((zone) => zone.id === "below")!;
  const distance = results.viewingDistanceCm;
  const items: Item[] = [];
  if (results.seatHeightCm !== null) {
    items.push({
      key: "seat",
      text: t("ergonomics.rec.seat", { height: format.cm(results.seatHeightCm) }),
      reason: t("ergonomics.rec.seatReason", { popliteal: format.cm(results.poplitealCm), min: format.cm(results.seatRangeCm.min), max: format.cm(results.seatRangeCm.max) }),
      source: sourceText("pheasant", "hfes"),
    });
  }
  items.push(
    {
      key: "desk",
      text: t("ergonomics.rec.desk", { height: format.cm(results.deskHeightCm) }),
      reason: t("ergonomics.rec.deskReason"),
      source: sourceText(results.seatHeightCm === null ? "drillisContini" : "pheasant", "osha"),
    },
    {
      key: "distance",
      text: t("ergonomics.rec.distance", { distance: format.cm(distance.recommended), reach: format.cm(results.armReachCm), min: format.cm(distance.min), max: format.cm(distance.max) }),
      reason: t("ergonomics.rec.distanceReason", { min: format.cm(distance.min), max: format.cm(distance.max) }),
      source: sourceText("drillisContini", "osha"),
    },
    {
      key: "scaling",
      text: (
        <>
          {t("ergonomics.rec.legibility", {
            ppi: format.number(results.ppi),
            character: format.mm(results.characterHeightMm),
            preferred: format.cm(results.legibleDistanceCm),
            minimum: format.cm(results.minimumLegibleDistanceCm),
          })}{" "}
          {t(results.scalingEnough ? "ergonomics.rec.scaling" : "ergonomics.rec.scalingNotEnough", { scaling: format.percent(results.scalingPct), distance: format.cm(distance.recommended) })}{" "}
          {t(results.scalingEnough ? "ergonomics.rec.scalingArithmetic" : "ergonomics.rec.scalingArithmeticBeyond", {
            distance: format.cm(distance.recommended),
            legible: format.cm(results.legibleDistanceCm),
            needed: format.percent(results.scalingNeededPct),
            scaling: format.percent(results.scalingPct),
          })}
        </>
      ),
      reason: t("ergonomics.rec.scalingReason", { preferred: format.number(results.arcminutes.preferred), minimum: format.number(results.arcminutes.minimum) }),
      source: sourceText("iso", "textSize"),
    },
    {
      key: "screen-top",
      text: (
        <>
          {t("ergonomics.rec.screenTop", { top: format.cm(results.screenTopCm), eye: format.cm(results.eyeHeightCm) })}
          {results.glasses === "none" ? null : <> {t("ergonomics.rec.bifocal", { drop: format.cm(results.bifocalDropCm) })}</>}
        </>
      ),
      reason: t("ergonomics.rec.screenTopReason"),
      source: sourceText(...(results.glasses === "none" ? ["hfes", "osha"] : ["hfes", "osha", "bifocal"])),
    },
    {
      key: "centre",
      text: t("ergonomics.rec.centre", { angle: format.degrees(results.screenCentreAngleDeg), bottom: format.degrees(results.screenBottomAngleDeg), tilt: format.degrees(results.tiltDeg) }),
      reason: t("ergonomics.rec.centreReason", { from: format.degrees(limits.fromDeg), to: format.degrees(limits.toDeg), lowest: format.degrees(lowest.fromDeg) }),
      source: sourceText("osha", "hfes"),
    },
  );
  if (results.standing) {
    const standing = results.standing;
    items.push({
      key: "standing",
      text: t("ergonomics.rec.standing", { desk: format.cm(standing.deskHeightCm), eye: format.cm(standing.eyeHeightCm), top: format.cm(standing.screenTopCm), angle: format.degrees(standing.screenCentreAngleDeg) }),
      source: sourceText("drillisContini", "osha"),
    });
  }
  if (results.count > 1) {
    const limit = format.degrees(results.horizontalLimitDeg);
    items.push({
      key: "monitors",
      text: (
        <>
          {t("ergonomics.rec.monitors", { angles: format.list(results.monitorAnglesDeg.map(format.degrees)), outer: format.degrees(results.outerAngleDeg) })}{" "}
          {t(results.withinHorizontalLimit ? "ergonomics.rec.monitorsOk" : "ergonomics.rec.monitorsWide", { limit })}
        </>
      ),
      reason: t("ergonomics.rec.monitorsReason"),
      source: sourceText("horizontal"),
    });
  }
  return (
    <section aria-labelledby="ergonomics-recommendations-title" className="space-y-3">
      <h3 id="ergonomics-recommendations-title" className="text-xl font-semibold">
        {t("ergonomics.recommendations.title")}
      </h3>
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.key} className="rounded border border-gray-300 bg-white p-3 break-inside-avoid" data-recommendation={item.key}>
            <p className="font-medium text-ink">{item.text}</p>
            {item.reason ? (
              <p className="mt-1 text-gray-800">
                <span className="font-medium">{t("ergonomics.recommendations.reason")}</span> {item.reason}
              </p>
            ) : null}
            <p className="mt-1 text-sm text-gray-700">
              <span className="font-medium">{t("ergonomics.recommendations.source")}</span> {item.source}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
