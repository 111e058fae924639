/**
 * The wizard's next page computed in the browser (issue 49): the page keeps what its recommendation
 * reads (a few KB: the interactive displays, the peripherals and regions content) and the phrases,
 * and the client loader builds the next step or the results from the address with the server's
 * own pure function, with no request. It answers null when only the server can: a saved entry
 * (the visitor's collection), another language, or before the first page has been kept.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "~/features/calculators";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { parsePath } from "~/i18n/paths";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import { meetingSpacePageData, type MeetingSpacePageData } from "./page-data";
import type { MeetingSpaceData } from "./run";
import { stepIndex } from "./steps";

type Kept = { language: LanguageCode; origin: string; data: MeetingSpaceData; phrases: PhraseMap };

let kept: Kept | null = null;

/** Keeps what a page holds for the next address; the route's component calls it, in an effect, with its data. */
export function keepMeetingSpace(page: Pick<MeetingSpacePageData, "origin" | "data">, language: LanguageCode, phrases: PhraseMap | undefined): void {
  if (phrases === undefined || Object.keys(phrases).length === 0) return;
  if (kept && kept.language === language && kept.data === page.data && kept.phrases === phrases) return;
  kept = { language, origin: page.origin, data: page.data, phrases };
}

/** Forgets what was kept (tests). */
export function forgetMeetingSpace(): void {
  kept = null;
}

/** The page of an address from what is kept; a redirect to drop empty answers; null when the server must answer. */
export function meetingSpaceInBrowser(url: URL, segment: string | undefined): MeetingSpacePageData | Response | null {
  const requested = stepIndex(segment);
  const { language } = parsePath(url.pathname);
  if (requested === null || kept === null || kept.language !== language || url.searchParams.has("entry")) return null;
  // A step's form sends its empty fields; the address leaves them out, as the server's redirect does.
  const canonical = withoutEmptyParams(url);
  if (canonical !== null) return redirect(canonical);
  return meetingSpacePageData({
    requested,
    params: url.searchParams,
    entry: { status: "none" },
    language,
    t: createTranslator(kept.phrases, getLanguage(language).locale),
    origin: kept.origin,
    data: kept.data,
  });
}
