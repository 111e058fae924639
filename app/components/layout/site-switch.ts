import { useLocation, useMatches } from "react-router";
import { buildPath, hostForSite, parsePath, type SiteId } from "~/i18n/paths";
import { useLocale } from "~/root-data";

/**
 * Where the For Work / For Home switch leads: the same page and language on the other site.
 * A page that does not exist there (a product of the other range) names its own target through
 * `siteSwitchPath` in its loader data.
 */
export function useOtherSiteHref(): { site: SiteId; href: string } {
  const location = useLocation();
  const matches = useMatches();
  const { language, site, siteHosts } = useLocale();
  const other: SiteId = site === "work" ? "home" : "work";
  const override = matches
    .map((match) => (match.loaderData as { siteSwitchPath?: string } | undefined)?.siteSwitchPath)
    .findLast((value) => typeof value === "string");
  const rest = override ?? parsePath(location.pathname).rest;
  const otherHost = hostForSite(siteHosts, other);
  if (otherHost) {
    const protocol = typeof window === "undefined" ? "https:" : window.location.protocol;
    return { site: other, href: `${protocol}//${otherHost}${buildPath(rest, language, other, true)}` };
  }
  return { site: other, href: `${buildPath(rest, language, other)}${override ? "" : location.search}` };
}
