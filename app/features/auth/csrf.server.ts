import { ownOrigins } from "~/utils/env.server";

/**
 * Refuses a state-changing request that a browser sent from another site. Browsers send
 * Sec-Fetch-Site (and Origin) with every cross-site form post and fetch, so a request that is
 * not same-origin is forged; requests without either header come from non-browser clients,
 * which cannot ride on a visitor's cookie (SameSite=Lax) and are left to their own auth.
 * The site's own origin is the configured one (APP_ORIGIN, else http://HOST:PORT), never the
 * request's Host header, which the client chooses.
 */
export function requireSameOrigin(request: Request): void {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") throw forbidden();
  const origin = request.headers.get("Origin");
  if (origin === null) return;
  if (!ownOrigins().includes(origin)) throw forbidden();
}

function forbidden() {
  return new Response("Cross-site request refused", { status: 403 });
}
