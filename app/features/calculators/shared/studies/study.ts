/**
 * A published study the calculators take figures from (issue 47): who wrote it, who paid for it,
 * where a buyer can read it, the figures the calculators use with the section and page that hold
 * them, and the study's own published result for its composite organisation. One file per study
 * (ultrasharp-tei-2018.ts, device-reliability-tei-2024.ts, utah-nec-2008.ts); every figure was
 * looked up in the stored public copy named by `url` on the `retrieved` date.
 */
import type { Said } from "~/features/calculators/frame/definition";
import type { PhraseKey } from "~/i18n/phrases/en-us";

/** One figure a calculator uses, where the study gives it. */
export type StudyFigure = {
  value: number;
  unit: string;
  /** The study's own heading of the section that holds the figure, as printed (English). */
  section: string;
  page: number;
  /**
   * How the page was found: "page" when the figure was read on that page of the public copy;
   * "contents" when the public copy's stored text ends before that page, so the section and page
   * come from the study's table of contents and the value is the one issue 47 reports the study
   * to hold (to be read against the page before it is quoted as the study's own words).
   */
  located: "page" | "contents";
};

export type Study = {
  id: string;
  title: string;
  author: string;
  /** The company that paid for the study; null for an independent one. */
  commissionedBy: string | null;
  year: number;
  /** Month of publication, 1–12. */
  month: number;
  url: string;
  retrieved: string;
  /** The organisation the study's result describes, in the visitor's language. */
  composite: PhraseKey;
  /**
   * The study's published result for its composite organisation. Null where the public copy's
   * stored text does not hold the figure: never typed from memory (docs/models/productivity.md).
   */
  published: { roi: number | null; npvUsd: number | null; paybackMonths: number | null };
  figures: Readonly<Record<string, StudyFigure>>;
};

/** `results.study` as the API and the page show it (issue 47's field names). */
export type StudySummary = {
  title: string;
  author: string;
  year: number;
  url: string;
  commissionedBy: string | null;
  roi: number | null;
  /** In US dollars, as the study publishes it. */
  npv: number | null;
  paybackMonths: number | null;
  composite: { key: PhraseKey };
};

export function studySummary(study: Study): StudySummary {
  return {
    title: study.title,
    author: study.author,
    year: study.year,
    url: study.url,
    commissionedBy: study.commissionedBy,
    roi: study.published.roi,
    npv: study.published.npvUsd,
    paybackMonths: study.published.paybackMonths,
    composite: { key: study.composite },
  };
}

/**
 * An assumption's source: the study, year, who commissioned it, the section and page that hold
 * the figure and the link. Throws for a figure the study does not list: a citation must point at
 * something the study data holds (the defaults' tests read the same entry).
 */
export function studySource(study: Study, figure: string): Said {
  const entry = study.figures[figure];
  if (entry === undefined) throw new Error(`${study.id} lists no figure "${figure}"`);
  // The year as text: a number would be grouped ("2,018").
  const values = { author: study.author, title: study.title, year: String(study.year), maker: study.commissionedBy ?? "—", section: entry.section, page: entry.page, url: study.url };
  return entry.located === "page" ? { key: "calculator.source.studyPage", values } : { key: "calculator.source.studyContents", values };
}
