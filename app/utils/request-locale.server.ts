import { parsePath } from "~/i18n/paths";
import { requestUrl } from "./request-url";
import { hostSiteFor } from "./site.server";

/** Language and site of a request, from its host and path. */
export function requestLocale(request: Request) {
  const hostSite = hostSiteFor(request);
  const parsed = parsePath(requestUrl(request).pathname, hostSite ?? undefined);
  // Object.assign, not a spread: properties added to a spread copy are slow on Node 20 (docs/perf-profile.md, change 53).
  return Object.assign(parsed, { hostSite, hostMode: hostSite !== null && !parsed.sitePrefixed });
}
