import { useLocation, useNavigate } from "react-router";
import { ShareLink } from "~/features/calculators/shared/components/share-link";
import { panelClass, secondaryButtonClass } from "~/features/calculators/shared/components/styles";
import { useHydrated } from "~/features/calculators/shared/use-hydrated";
import { SaveEntryForm, type EntryNaming } from "~/features/collections";
import { useLocale, useT } from "~/root-data";
import type { CalculatorPageData } from "../page-data";
import { withQuery } from "./query-links";

export type ShareBarProps = {
  data: Pick<CalculatorPageData<unknown>, "name" | "path" | "query" | "csvHref" | "pdfHref" | "entry">;
  /**
   * The site's public origin ("https://example.com") for the share link. Without it the link is
   * made absolute with the browser's origin once JavaScript runs, and is a path until then.
   */
  origin?: string;
  /** What names a new saved entry: the calculator's title and its key inputs as shown (read when saving). */
  naming?: () => EntryNaming;
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
 * the PDF business case (on the calculators that have one), printing, and saving to a
 * collection. A saved entry's name goes into the address, so a reload shows it as that entry.
 * Nothing here prints.
 */
export function ShareBar({ data, origin, naming }: ShareBarProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const url = useShareUrl(data.path, data.query, origin);
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
      <ShareLink url={url} label={t("calculator.share.link")} />
      <div className="flex flex-wrap items-center gap-3">
        {/* A plain link: the CSV is a file download, not a page for the router. */}
        <a href={data.csvHref} download className={secondaryButtonClass}>
          {t("calculator.share.csv")}
        </a>
        {data.pdfHref ? (
          <a href={data.pdfHref} download className={secondaryButtonClass}>
            {t("calculator.share.pdf")}
          </a>
        ) : null}
        {hydrated ? (
          <button type="button" className={secondaryButtonClass} onClick={() => window.print()}>
            {t("calculator.share.print")}
          </button>
        ) : null}
      </div>
      <SaveEntryForm
        calculator={data.name}
        calculatorData={{ query: data.query }}
        naming={naming}
        urlTitle={data.entry.status === "found" ? data.entry.urlTitle : undefined}
        onSaved={(urlTitle) => void navigate(addressWithEntry(urlTitle), { replace: true, preventScrollReset: true })}
      />
    </section>
  );
}
