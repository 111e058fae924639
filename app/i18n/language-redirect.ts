import { matchPath } from "react-router";
import { pageTable } from "~/page-table";
import { isSupportedLanguage, type LanguageCode } from "./languages";
import { buildPath, parsePath, type SiteId } from "./paths";

export type LanguageDecision = { kind: "ok" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/**
 * Answers already given, by path: every page request asks (its language layout's loader), and
 * matching the path against the page table compiles ~130 patterns. The table never changes in a
 * process; paths come from addresses, so at most 2,000 are remembered, the oldest going first.
 */
const knownPages = new Map<string, boolean>();
const MAX_KNOWN_PAGES = 2000;

export function isKnownPage(rest: string): boolean {
  let known = knownPages.get(rest);
  if (known === undefined) {
    known = pageTable.some((page) => matchPath({ path: `/${page.path}`, end: true }, rest) !== null);
    if (knownPages.size >= MAX_KNOWN_PAGES) knownPages.delete(knownPages.keys().next().value!);
    knownPages.set(rest, known);
  }
  return known;
}

/**
 * What to do with a request whose language prefix is missing, unsupported or miswritten:
 * redirect to the same page in a supported language when that page exists, else 404.
 * `preferred` is the visitor's language for paths that carry none.
 */
export function decideLanguage(pathname: string, search: string, preferred: LanguageCode, hostSite?: SiteId): LanguageDecision {
  const parsed = parsePath(pathname, hostSite);
  const hostMode = hostSite !== undefined && !parsed.sitePrefixed;
  const segment = parsed.languageSegment;
  if (segment && segment === parsed.language && isSupportedLanguage(segment)) {
    return isKnownPage(parsed.rest) ? { kind: "ok" } : { kind: "not-found" };
  }
  if (!isKnownPage(parsed.rest)) return { kind: "not-found" };
  // An unsupported code falls back to en-us; no code at all gets the visitor's language.
  const language = segment ? parsed.language : preferred;
  return { kind: "redirect", to: `${buildPath(parsed.rest, language, parsed.site, hostMode)}${search}` };
}
