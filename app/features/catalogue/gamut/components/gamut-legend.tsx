import { useT } from "~/root-data";
import { gamutColour, referenceStyles, type DiagramGamut } from "./chromaticity-diagram";

/** Which line is which: the monitors (solid, coloured) and the references (dashed grey). */
export function GamutLegend({ gamuts }: { gamuts: readonly DiagramGamut[] }) {
  const t = useT();
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-700" aria-hidden="true">
      {gamuts.map((gamut, index) => (
        <li key={gamut.key} className="flex items-center gap-1">
          <svg width="24" height="8" aria-hidden="true">
            <line x1="0" x2="24" y1="4" y2="4" stroke={gamutColour(gamut, index)} strokeWidth="3" strokeDasharray={gamut.dash} />
          </svg>
          {gamut.title}
        </li>
      ))}
      {Object.values(referenceStyles).map((style) => (
        <li key={style.name} className="flex items-center gap-1">
          <svg width="24" height="8" aria-hidden="true">
            <line x1="0" x2="24" y1="4" y2="4" stroke={style.stroke} strokeWidth="1.5" strokeDasharray={style.dash} />
          </svg>
          {style.name}
        </li>
      ))}
      <li className="flex items-center gap-1">
        <svg width="24" height="8" aria-hidden="true">
          <line x1="0" x2="24" y1="4" y2="4" stroke="#111827" strokeWidth="1.5" />
        </svg>
        {t("gamut.spectralLocus")}
      </li>
    </ul>
  );
}
