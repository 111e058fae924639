import { useId } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { useT } from "~/root-data";
import { downloadText } from "~/utils/download";
import type { ComparedMonitor } from "../compared-monitor";
import type { ComparisonGroup } from "../comparison-table";

type ComparisonToolbarProps = {
  monitors: readonly ComparedMonitor[];
  /** The rows as shown, so the file says what the page says. */
  groups: readonly ComparisonGroup[];
  showOnlyDifferences: boolean;
  onShowOnlyDifferences: (value: boolean) => void;
};

export function ComparisonToolbar({
  monitors,
  groups,
  showOnlyDifferences,
  onShowOnlyDifferences,
}: ComparisonToolbarProps) {
  const t = useT();
  const differencesId = useId();
  // The CSV writer loads on the first export: most visitors never ask for the file.
  const exportCsv = async () => {
    const { comparisonCsv, csvFilename } = await import("../csv");
    downloadText(
      csvFilename(monitors.map((monitor) => monitor.model)),
      comparisonCsv({
        labelHeading: t("compare.specification"),
        titles: monitors.map((monitor) => monitor.title),
        groups,
        notSpecified: t("spec.notSpecified"),
      }),
      "text/csv;charset=utf-8",
    );
  };
  // The energy calculator takes up to three models by slug, one option each.
  const powered = monitors.filter((monitor) => monitor.powerOnWatts != null);
  const energyLink = `/energy-calculator/input?${powered.map((monitor) => `m=${encodeURIComponent(monitor.slug)}`).join("&")}`;
  const button =
    "rounded border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-700 hover:text-white";
  return (
    <div
      role="group"
      aria-label={t("compare.toolbar")}
      className="flex flex-wrap items-center gap-3 print:hidden"
    >
      <div className="flex items-center gap-2">
        <input
          id={differencesId}
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={showOnlyDifferences}
          onChange={(event) => onShowOnlyDifferences(event.target.checked)}
        />
        <label htmlFor={differencesId} className="font-medium">
          {t("compare.onlyDifferences")}
        </label>
      </div>
      <div className="ml-auto flex flex-wrap gap-2">
        {powered.length > 0 ? (
          <LocalLink to={energyLink} className={button}>
            {t("compare.energyForThese")}
          </LocalLink>
        ) : null}
        <button type="button" className={button} onClick={exportCsv}>
          {t("compare.exportCsv")}
        </button>
        <button type="button" className={button} onClick={() => window.print()}>
          {t("compare.print")}
        </button>
      </div>
    </div>
  );
}
