import { useT } from "~/root-data";
import type { EnergySettings } from "./energy-results";
import { ToggleLinks } from "./toggle-links";

type ResultsBarProps = {
  settings: EnergySettings;
  /** The address with one setting changed. */
  linkTo: (change: Partial<EnergySettings>) => string;
  gridAvailable: boolean;
};

/**
 * The bar over the results, sticky from tablet width up (on a phone it would cover a third of
 * the screen) at the header's offset, which moves as the header hides: the four switches, each
 * an address (the frame's share bar below has the PDF, CSV and print).
 */
export function ResultsBar({ settings, linkTo, gridAvailable }: ResultsBarProps) {
  const t = useT();
  const toggle = <K extends keyof EnergySettings>(key: K, label: string, choices: ReadonlyArray<{ value: EnergySettings[K]; label: string }>) => (
    <ToggleLinks
      label={label}
      choices={choices.map((choice) => ({ key: choice.value, label: choice.label, to: linkTo({ [key]: choice.value }), current: settings[key] === choice.value }))}
    />
  );
  return (
    <div
      role="region"
      aria-label={t("energy.results.barLabel")}
      className="z-40 -mx-4 flex flex-wrap items-end gap-4 border-y border-gray-300 bg-white px-4 py-3 shadow-sm md:sticky md:top-[var(--sticky-top)] md:transition-[top] md:duration-300 print:hidden"
    >
      {toggle("view", t("energy.toggle.view"), [
        { value: "table", label: t("energy.toggle.table") },
        { value: "graph", label: t("energy.toggle.graph") },
      ])}
      {toggle("period", t("energy.toggle.period"), [
        { value: "annual", label: t("energy.toggle.annually") },
        { value: "hourly", label: t("energy.toggle.hourly") },
      ])}
      {toggle("mode", t("energy.toggle.mode"), [
        { value: "conservative", label: t("energy.toggle.conservative") },
        { value: "standard", label: t("energy.toggle.standard") },
      ])}
      {toggle("co2", t("energy.toggle.co2"), [
        { value: "fixed", label: t("energy.toggle.co2Fixed") },
        { value: "grid", label: gridAvailable ? t("energy.toggle.co2Grid") : t("energy.toggle.co2GridMissing") },
      ])}
    </div>
  );
}
