import { matchPath } from "react-router";
import { pageTable } from "~/page-table";
import { isSupportedLanguage, type LanguageCode } from "./languages";
import { buildPath, parsePath, type SiteId } from "./paths";

export type LanguageDecision = { kind: "ok" } | { kind: "redirect"; to: string } | { kind: "not-found" };

export function isKnownPage(rest: string): boolean {
  return pageTable.some((page) => matchPath({ path: `/${page.path}`, end: true }, rest) !== null);
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
