import { redirect } from "react-router";
import { hostSiteFor } from "~/utils/site.server";
import { languageCookie } from "./language-cookie.server";
import { decideLanguage } from "./language-redirect";
import { preferredLanguage } from "./preferred-language.server";

/** Throws the redirect or 404 that `decideLanguage` asks for; returns when the path is fine. */
export function enforceLanguage(request: Request): void {
  const url = new URL(request.url);
  const preferred = preferredLanguage(languageCookie.read(request), request.headers.get("Accept-Language"));
  const decision = decideLanguage(url.pathname, url.search, preferred, hostSiteFor(request) ?? undefined);
  if (decision.kind === "redirect") throw redirect(decision.to);
  if (decision.kind === "not-found") throw new Response("Not Found", { status: 404 });
}
