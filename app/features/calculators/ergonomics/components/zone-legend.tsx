import { useT } from "~/root-data";
import type { ErgonomicsAnswer } from "../definition";
import type { ErgonomicsFormat } from "./use-ergonomics-format";
import { LEVEL_COLOURS } from "./workstation-diagram";

/** The diagram's zones in words: a colour swatch (not the only cue), the name, how good, the angles. */
export function ZoneLegend({ results, format }: { results: ErgonomicsAnswer; format: ErgonomicsFormat }) {
  const t = useT();
  return (
    <div className="space-y-1">
      <p className="font-medium">{t("ergonomics.zones.caption")}</p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {results.zones.map((zone) => (
          <li key={zone.id} className="flex items-center gap-2 text-sm text-gray-800">
            <span aria-hidden="true" className="inline-block h-3 w-5 rounded-sm border border-gray-500" style={{ backgroundColor: LEVEL_COLOURS[zone.level] }} />
            <span>
              {t(zone.label.key, zone.label.values)} — {t(`ergonomics.level.${zone.level}`)},{" "}
              {t("ergonomics.zones.range", { from: format.degrees(zone.fromDeg), to: format.degrees(zone.toDeg) })}
              {zone.id === results.centreZone ? ` (${t("ergonomics.zones.centreHere")})` : ""}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
