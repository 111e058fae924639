import { parsePath } from "~/i18n/paths";
import { requestUrl } from "./request-url";
import { hostSiteFor } from "./site.server";

/** Language and site of a request, from its host and path. */
export function requestLocale(request: Request) {
  const hostSite = hostSiteFor(request);
  const parsed = parsePath(requestUrl(request).pathname, hostSite ?? undefined);
  return Object.assign(parsed, { hostSite, hostMode: hostSite !== null && !parsed.sitePrefixed });
}
