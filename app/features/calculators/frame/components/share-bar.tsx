import { useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { fieldInputClass } from "~/features/calculators/shared/components/form-field";
import { panelClass, secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { SaveEntryForm } from "~/features/collections";
import { useLocale, useT } from "~/root-data";
import type { CalculatorPageData } from "../page-data";
import { withQuery } from "./query-links";

export type ShareBarProps = {
  data: Pick<CalculatorPageData<unknown>, "name" | "path" | "query" | "csvHref" | "entry">;
  /**
   * The site's public origin ("https://example.com") for the share link. Without it the link is
   * made absolute with the browser's origin once JavaScript runs, and is a path until then.
   */
  origin?: string;
};

/** The page's own address with its query: opening it recomputes the same results. */
export function useShareUrl(path: string, query: string, origin?: string): string {
  const { localPath } = useLocale();
  const hydrated = useHydrated();
  const base = origin ?? (hydrated ? window.location.origin : "");
  return `${base}${withQuery(localPath(path), query)}`;
}

/**
 * Keeping the results: the share link (selectable without JavaScript, copied with it), the CSV,
 * printing, and saving to a collection. A saved entry's name goes into the address, so a reload
 * shows it as that entry. Nothing here prints.
 */
export function ShareBar({ data, origin }: ShareBarProps) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const url = useShareUrl(data.path, data.query, origin);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const addressWithEntry = (urlTitle: string) => {
    const params = new URLSearchParams(data.query);
    params.set("entry", urlTitle);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <section aria-labelledby="calculator-share-title" className={`${panelClass} space-y-4 print:hidden`}>
      <h2 id="calculator-share-title" className="text-xl font-semibold">
        {t("calculator.share.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 grow">
          <label htmlFor={id} className="block text-xs font-semibold text-gray-800">
            {t("calculator.share.link")}
          </label>
          <input id={id} readOnly value={url} className={`${fieldInputClass} mt-0 py-1 text-xs`} onFocus={(event) => event.currentTarget.select()} />
        </div>
        {hydrated ? (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied("copied"),
                () => setCopied("failed"),
              )
            }
          >
            {t("calculator.share.copy")}
          </button>
        ) : null}
        <p role="status" className="w-full text-xs text-gray-700">
          {copied === "copied" ? t("calculator.share.copied") : copied === "failed" ? t("calculator.share.copyFailed") : ""}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* A plain link: the CSV is a file download, not a page for the router. */}
        <a href={data.csvHref} download className={secondaryButtonClass}>
          {t("calculator.share.csv")}
        </a>
        {hydrated ? (
          <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
            {t("calculator.share.print")}
          </button>
        ) : null}
      </div>
      <SaveEntryForm
        calculator={data.name}
        calculatorData={{ query: data.query }}
        urlTitle={data.entry.status === "found" ? data.entry.urlTitle : undefined}
        onSaved={(urlTitle) => void navigate(addressWithEntry(urlTitle), { replace: true, preventScrollReset: true })}
      />
    </section>
  );
}
