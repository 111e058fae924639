/**
 * The wizard's next page computed in the browser (issue 49): the page keeps what its recommendation
 * reads (the personas, the peripherals and regions content, the catalogue lists of the personas seen)
 * and the phrases, and the client loader builds the next step or the results from the address with
 * the server's own pure function. Another persona's catalogue list is the only data that travels,
 * as JSON (GET /{lang}/api/workspace-monitors). It answers null when only the server can: a saved
 * entry, another language or site, or before the first page has been kept.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "~/features/calculators";
import { getLanguage, type LanguageCode } from "~/i18n/languages";
import { parsePath, type SiteId } from "~/i18n/paths";
import { createTranslator, type PhraseMap } from "~/i18n/translate";
import type { DeskMonitor } from "./model";
import { workspacePageData, type WorkspacePageData } from "./page-data";
import { personaOf, type WorkspaceData } from "./run";
import { stepIndex } from "./steps";

type Kept = { language: LanguageCode; site: SiteId; hostSite: SiteId | null; origin: string; data: WorkspaceData; phrases: PhraseMap };

let kept: Kept | null = null;

type Where = { language: LanguageCode; site: SiteId; hostSite: SiteId | null };

/** Keeps what a page holds for the next address, adding to the catalogue lists already kept; the route's component calls it in an effect. */
export function keepWorkspace(page: Pick<WorkspacePageData, "origin" | "data">, where: Where, phrases: PhraseMap | undefined): void {
  if (phrases === undefined || Object.keys(phrases).length === 0) return;
  const same = kept !== null && kept.language === where.language && kept.site === where.site;
  if (same && kept!.phrases === phrases && Object.keys(page.data.monitors).every((id) => kept!.data.monitors[id])) return;
  const monitors = same ? { ...kept!.data.monitors, ...page.data.monitors } : page.data.monitors;
  kept = { ...where, origin: page.origin, data: { ...page.data, monitors }, phrases };
}

/** Forgets what was kept (tests). */
export function forgetWorkspace(): void {
  kept = null;
}

/** The address of a persona's catalogue list. */
export function personaMonitorsUrl(language: LanguageCode, site: SiteId, persona: string): string {
  return `/${language}/api/workspace-monitors?persona=${encodeURIComponent(persona)}${site === "home" ? "&site=home" : ""}`;
}

type Fetch = (url: string) => Promise<Response>;

/** The page of an address from what is kept, fetching a persona's list it lacks; a redirect to drop empty answers; null when the server must answer. */
export async function workspaceInBrowser(url: URL, segment: string | undefined, fetchJson: Fetch = (address) => fetch(address, { credentials: "same-origin" })): Promise<WorkspacePageData | Response | null> {
  const requested = stepIndex(segment);
  if (requested === null || kept === null) return null;
  const { language, site } = parsePath(url.pathname, kept.hostSite ?? undefined);
  if (kept.language !== language || kept.site !== site || url.searchParams.has("entry")) return null;
  // A step's form sends its empty fields; the address leaves them out, as the server's redirect does.
  const canonical = withoutEmptyParams(url);
  if (canonical !== null) return redirect(canonical);
  const persona = personaOf(url.searchParams, kept.data.personas);
  if (persona !== null && !kept.data.monitors[persona]) {
    const answer = await fetchJson(personaMonitorsUrl(language, site, persona)).catch(() => null);
    if (!answer?.ok) return null;
    const { monitors } = (await answer.json()) as { monitors: DeskMonitor[] };
    kept = { ...kept, data: { ...kept.data, monitors: { ...kept.data.monitors, [persona]: monitors } } };
  }
  // The page holds the list its own recommendation read, as the server's page does.
  const data: WorkspaceData = { ...kept.data, monitors: persona === null ? {} : { [persona]: kept.data.monitors[persona]! } };
  return workspacePageData({
    requested,
    params: url.searchParams,
    entry: { status: "none" },
    site,
    language,
    t: createTranslator(kept.phrases, getLanguage(language).locale),
    origin: kept.origin,
    data,
  });
}
