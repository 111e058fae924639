import { useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { ComparedMonitor, MonitorSuggestion } from "../compared-monitor";
import type { UnitSystem } from "../../lengths";
import { buildComparisonTable, onlyDifferences } from "../comparison-table";
import { MAX_COMPARED } from "../selection";
import { comparisonSelection } from "../selection-store";
import { useComparedMonitors } from "../use-compared-monitors";
import { AddMonitorSearch } from "./add-monitor-search";
import { ComparisonTableView } from "./comparison-table-view";
import { ComparisonToolbar } from "./comparison-toolbar";
import { SizeOverlay } from "./size-overlay";
import { CompareGamuts } from "./compare-gamuts";

/** /comparison: restores a shared link or the stored selection and compares up to three monitors. */
export function ComparisonPage({ units }: { units: UnitSystem }) {
  const t = useT();
  const { language, site, locale } = useLocale();
  const comparison = useComparedMonitors(language);
  const { monitors, selection } = comparison;
  const [showOnlyDifferences, setShowOnlyDifferences] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const resultsId = useId();

  // The table, the size overlay and the gamut charts of three monitors are one large render: React
  // does it from a deferred copy of the list, in slices that leave the page responsive, instead of
  // one task that blocks input for a few hundred milliseconds on a phone (Lighthouse TBT).
  const shown = useDeferredValue(monitors);
  const format = useMemo(() => createFormatters(locale), [locale]);
  const catchingUp = shown !== monitors && shown.length === 0;

  const add = (suggestion: MonitorSuggestion) => {
    flushSync(() =>
      comparisonSelection.add({ id: suggestion.id, model: suggestion.model }),
    );
    setAnnouncement(t("compare.added", { title: suggestion.title }));
    // A full list disables the search box, which drops the focus: keep it near the new column.
    if (comparisonSelection.read().length >= MAX_COMPARED)
      resultsRef.current?.focus();
  };

  const remove = (monitor: ComparedMonitor) => {
    flushSync(() => comparisonSelection.remove(monitor.id));
    setAnnouncement(t("compare.removed", { title: monitor.title }));
    searchRef.current?.focus();
  };

  const results = useMemo(() => {
    if (shown.length === 0) return null;
    const allGroups = buildComparisonTable(shown, t, format, units);
    const groups = showOnlyDifferences
      ? onlyDifferences(allGroups, shown.length)
      : allGroups;
    return (
      <div className="mt-8 space-y-6" aria-labelledby={resultsId} role="region">
        <ComparisonToolbar
          monitors={shown}
          groups={groups}
          showOnlyDifferences={showOnlyDifferences}
          onShowOnlyDifferences={setShowOnlyDifferences}
        />
        {showOnlyDifferences && groups.length === 0 ? (
          <p className="text-gray-700">{t("compare.noDifferences")}</p>
        ) : null}
        <ComparisonTableView
          monitors={shown}
          groups={groups}
          onRemove={remove}
          units={units}
        />
        <p className="text-sm text-gray-700">
          {t("compare.bestHint")}{" "}
          {shown.length > 1 ? t("compare.differsHint") : null}
        </p>
        <SizeOverlay monitors={shown} units={units} />
        <CompareGamuts monitors={shown} />
      </div>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `remove` reads only what never changes (the store, a ref, setters) besides `t`, listed here.
  }, [shown, showOnlyDifferences, units, t, format, resultsId]);

  return (
    <section aria-labelledby="comparison-title">
      <h1 id="comparison-title" className="text-3xl font-bold">
        {t("compare.heading")}
      </h1>
      <p className="mt-2 max-w-3xl text-gray-700 print:hidden">
        {t("compare.lead")}
      </p>
      <noscript>
        <p className="mt-4 rounded bg-amber-50 p-3 text-amber-900">
          {t("compare.noScript")}
        </p>
      </noscript>

      {comparison.unknown.length +
        comparison.ignored.length +
        comparison.leftOut.length >
      0 ? (
        <div
          role="status"
          className="mt-4 flex flex-wrap items-start gap-3 rounded border border-amber-300 bg-amber-50 p-3 text-amber-900 print:hidden"
        >
          <div className="flex-1 space-y-1">
            {comparison.leftOut.length > 0 ? (
              <p>
                {t("compare.leftOut", {
                  count: comparison.leftOut.length,
                  models: format.list(comparison.leftOut),
                })}
              </p>
            ) : null}
            {comparison.unknown.length > 0 ? (
              <p>
                {t("compare.unknownModels", {
                  models: format.list(comparison.unknown),
                })}
              </p>
            ) : null}
            {comparison.ignored.length > 0 ? (
              <p>
                {t("compare.unreadableParts", {
                  parts: format.list(comparison.ignored),
                })}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={comparison.dismissUnknown}
            className="rounded border border-amber-700 px-2 py-1 text-sm font-medium"
          >
            {t("compare.dismiss")}
          </button>
        </div>
      ) : null}

      <div className="mt-6">
        <AddMonitorSearch
          ref={searchRef}
          language={language}
          site={site}
          selection={selection}
          onAdd={add}
        />
      </div>

      <h2 id={resultsId} ref={resultsRef} tabIndex={-1} className="sr-only">
        {t("compare.tableCaption")}
      </h2>

      {/* The results are filled in after hydration: a screen's height kept for them holds the
          footer below the fold, so nothing on screen moves when they arrive (CLS). */}
      <div className="min-h-screen print:min-h-0">
        {comparison.failed ? (
          <div
            role="alert"
            className="mt-8 rounded border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <p>{t("compare.loadFailed")}</p>
            <button
              type="button"
              onClick={comparison.retry}
              className="mt-2 rounded border border-red-800 px-3 py-1 font-medium"
            >
              {t("compare.retry")}
            </button>
          </div>
        ) : null}

        {comparison.loading || catchingUp ? (
          <p role="status" className="mt-8 text-gray-700">
            {t("compare.loading")}
          </p>
        ) : null}

        {comparison.started &&
        !comparison.loading &&
        monitors.length === 0 &&
        !comparison.failed ? (
          <div className="mt-8 rounded-lg border border-dashed border-brand-600 bg-brand-50 p-6">
            <h2 className="text-xl font-semibold">{t("compare.emptyTitle")}</h2>
            <p className="mt-2 text-gray-800">{t("compare.emptyBody")}</p>
            <LocalLink
              to="/products"
              className="mt-4 inline-block font-medium text-brand-700 underline"
            >
              {t("compare.browse")}
            </LocalLink>
          </div>
        ) : null}

        {results}
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
