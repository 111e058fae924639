import { useT } from "~/root-data";
import type { Figures } from "../model";
import type { EnergyFormat } from "./use-energy-format";

/** Energy, cost, CO2 and heat as a definition list (narrow enough for three columns side by side). */
export function FiguresList({ figures, format, signed = false }: { figures: Figures; format: EnergyFormat; signed?: boolean }) {
  const t = useT();
  const items = [
    { key: "energy", label: t("energy.figure.energy"), value: format.energy(figures.kwh, signed) },
    { key: "cost", label: t("energy.figure.cost"), value: format.money(figures.cost, signed) },
    { key: "co2", label: t("energy.figure.co2"), value: format.co2(figures.co2, signed) },
    { key: "heat", label: t("energy.figure.heat"), value: format.heat(figures.heatBtu, signed) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      {items.map((item) => (
        <div key={item.key} className="contents">
          <dt className="text-gray-700">{item.label}</dt>
          <dd className="text-right font-semibold tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
