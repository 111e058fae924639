import type { SiteId } from "~/i18n/paths";
import { getEnv } from "./env.server";
import { requestUrl } from "./request-url";

/** In host mode (SITE_HOSTS set) the host name picks the site; otherwise null (path decides). */
export function hostSiteFor(request: Request): SiteId | null {
  const hosts = getEnv().SITE_HOSTS;
  const host = requestUrl(request).hostname.toLowerCase();
  return hosts[host] ?? null;
}
