import { secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { useT } from "~/root-data";
import type { RawForm } from "../form-state";
import { ToggleLinks } from "./toggle-links";

type ResultsBarProps = {
  form: RawForm;
  /** The address with one setting changed. */
  linkTo: (change: Partial<RawForm>) => string;
  gridAvailable: boolean;
  /** The PDF business case and the calculators' CSV answer of these results: plain links, so they work before scripts load too. */
  pdfHref: string;
  csvHref: string;
};

/**
 * The bar over the results, sticky from tablet width up (on a phone it would cover a third of
 * the screen) at the header's offset, which moves as the header hides: the four switches, the PDF
 * business case, CSV and print.
 */
export function ResultsBar({ form, linkTo, gridAvailable, pdfHref, csvHref }: ResultsBarProps) {
  const t = useT();
  const hydrated = useHydrated();
  const toggle = <K extends "view" | "period" | "mode" | "co2">(key: K, label: string, choices: ReadonlyArray<{ value: RawForm[K]; label: string }>) => (
    <ToggleLinks
      label={label}
      choices={choices.map((choice) => ({ key: choice.value, label: choice.label, to: linkTo({ [key]: choice.value }), current: form[key] === choice.value }))}
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
      <div className="ml-auto flex gap-2">
        <a href={pdfHref} download className={secondaryButtonClass}>
          {t("calculator.share.pdf")}
        </a>
        <a href={csvHref} download className={secondaryButtonClass}>
          {t("energy.results.exportCsv")}
        </a>
        {hydrated ? (
          <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
            {t("energy.results.print")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
