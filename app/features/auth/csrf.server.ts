import { getAuthSettings } from "./auth-settings.server";

/**
 * Refuses a state-changing request that a browser sent from another site. Browsers send
 * Sec-Fetch-Site (and Origin) with every cross-site form post and fetch, so a request that is
 * not same-origin is forged; requests without either header come from non-browser clients,
 * which cannot ride on a visitor's cookie (SameSite=Lax) and are left to their own auth.
 * The site's own origin is the request's or, behind a TLS-terminating proxy, APP_ORIGIN.
 */
export function requireSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw forbidden();
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  if (origin !== new URL(request.url).origin && origin !== getAuthSettings().appOrigin) throw forbidden();
}

function forbidden() {
  return new Response("Cross-site request refused", { status: 403 });
}
