import { pageTable } from "~/page-table";
import { defaultLanguage, isLanguageShaped, isSupportedLanguage, type LanguageCode } from "./languages";

export type SiteId = "work" | "home";
export const HOME_SITE_PREFIX = "for-home";

export type ParsedPath = {
  site: SiteId;
  /** True when the site came from the /for-home prefix (single-host mode). */
  sitePrefixed: boolean;
  /** The language segment as written, if the path has one (supported or not). */
  languageSegment: string | undefined;
  language: LanguageCode;
  /** The page path after the prefixes, always starting with "/". */
  rest: string;
};

/**
 * The first segments of the page table's paths ("use-case", "why-refresh"…). Some of them are
 * shaped like language codes ("use-case" reads as language "use" + region "case"), and a page
 * must win over an unsupported language: "/use-case/x" is a page without a language.
 */
const pageFirstSegments = new Set(
  pageTable.map((page) => page.path.split("/")[0]!.toLowerCase()).filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*"),
);

/** A segment in the language position is a language unless it is a page's own first segment. */
function isLanguageSegment(segment: string | undefined): boolean {
  if (!isLanguageShaped(segment)) return false;
  return isSupportedLanguage(segment!.toLowerCase()) || !pageFirstSegments.has(segment!.toLowerCase());
}

/** Splits "/for-home/zh-cn/products" into site, language and page path. */
export function parsePath(pathname: string, hostSite?: SiteId): ParsedPath {
  const segments = pathname.split("/").filter((segment, index) => index > 0 || segment !== "");
  let cursor = segments[0] === "" ? 1 : 0;
  const sitePrefixed = segments[cursor] === HOME_SITE_PREFIX;
  if (sitePrefixed) cursor += 1;
  const candidate = segments[cursor];
  const hasLanguage = isLanguageSegment(candidate);
  if (hasLanguage) cursor += 1;
  const restSegments = segments.slice(cursor);
  const languageSegment = hasLanguage ? candidate : undefined;
  return {
    site: sitePrefixed ? "home" : (hostSite ?? "work"),
    sitePrefixed,
    languageSegment,
    language: isSupportedLanguage(languageSegment?.toLowerCase()) ? (languageSegment!.toLowerCase() as LanguageCode) : defaultLanguage,
    rest: `/${restSegments.join("/")}`,
  };
}

/** Builds the path of a page for a language and site; `rest` is the page path ("/products"). */
export function buildPath(rest: string, language: LanguageCode, site: SiteId, hostMode = false): string {
  const page = rest === "/" || rest === "" ? "" : rest.startsWith("/") ? rest : `/${rest}`;
  const sitePart = site === "home" && !hostMode ? `/${HOME_SITE_PREFIX}` : "";
  return `${sitePart}/${language}${page}`;
}

/** The same page in another language: keeps site, page and query (the language menu adds the hash on click). */
export function switchLanguagePath(pathname: string, search: string, language: LanguageCode, hostSite?: SiteId): string {
  const parsed = parsePath(pathname, hostSite);
  return `${buildPath(parsed.rest, language, parsed.site, hostSite !== undefined && !parsed.sitePrefixed)}${search}`;
}

export type SiteHosts = Record<string, SiteId>;

/** The host a site lives on in host mode, if the configuration names one. */
export function hostForSite(hosts: SiteHosts, site: SiteId): string | undefined {
  return Object.entries(hosts).find(([, value]) => value === site)?.[0];
}
