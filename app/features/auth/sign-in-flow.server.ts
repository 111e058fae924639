import { data, redirect } from "react-router";
import { getLanguage } from "~/i18n/languages";
import { buildPath } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { countHit } from "~/utils/rate-limit.server";
import { requestLocale } from "~/utils/request-locale.server";
import { sessionCookie, signInCookie } from "./auth-cookies.server";
import { getAuthSettings } from "./auth-settings.server";
import { deleteExpiredAuthRows } from "./housekeeping.server";
import { authorizationUrl, endSessionUrl, identityFromCallback, isAccessDenied, newSignInChecks } from "./oidc-client.server";
import { safeRedirectPath } from "./safe-redirect";
import { createSession, deleteSession } from "./session-store.server";
import { saveSignInState, signInStateSeconds, takeSignInState } from "./sign-in-state-store.server";
import { isPartnerSub } from "./user-type";
import { getViewer } from "./viewer.server";

export type SignInProblem = "unavailable" | "rate-limited" | "provider-unreachable";
export type SignInFailure = "expired" | "denied" | "failed";

function homeOf(request: Request): string {
  const { language, site, hostMode } = requestLocale(request);
  return buildPath("/", language, site, hostMode);
}

/**
 * Sign-in runs on the configured origin only (its cookies belong to one host, and the provider
 * knows one callback URL): a visitor on another host name (127.0.0.1 for localhost) goes there.
 */
function requireAppOrigin(request: Request, appOrigin: string): void {
  const url = new URL(request.url);
  const canonical = new URL(appOrigin);
  if (url.host !== canonical.host) throw redirect(`${canonical.origin}${url.pathname}${url.search}`);
}

/** The sign-in page's data; a signed-in visitor goes home instead. */
export async function signInPageData(request: Request) {
  const settings = getAuthSettings();
  requireAppOrigin(request, settings.appOrigin);
  const url = new URL(request.url);
  const home = homeOf(request);
  if (await getViewer(request)) throw redirect(home);
  return { enabled: settings.enabled, returnTo: safeRedirectPath(url.searchParams.get("returnTo"), home) };
}

/** Starts the authorization code flow, or says why it cannot. */
export async function startSignIn(request: Request, input: { returnTo: unknown; clientAddress: string }) {
  const settings = getAuthSettings();
  if (!settings.enabled) return data({ problem: "unavailable" as SignInProblem }, { status: 503 });
  requireAppOrigin(request, settings.appOrigin);
  const db = await getDb();
  const now = new Date();
  const limit = await countHit(db, `sign-in:${input.clientAddress}`, { now, limit: settings.signInRateLimit });
  if (!limit.allowed) {
    return data({ problem: "rate-limited" as SignInProblem }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const checks = newSignInChecks();
  let url: URL;
  try {
    url = await authorizationUrl(settings, checks, getLanguage(requestLocale(request).language).htmlLang);
  } catch (error) {
    console.error("Sign-in could not reach the OpenID provider:", error);
    return data({ problem: "provider-unreachable" as SignInProblem }, { status: 503 });
  }
  const token = await saveSignInState(db, { ...checks, returnTo: safeRedirectPath(input.returnTo, homeOf(request)) }, now);
  return redirect(url.href, { headers: { "Set-Cookie": signInCookie(settings.secureCookies).serialize(token, signInStateSeconds) } });
}

export type SignInOutcome = { kind: "redirect"; to: string; headers: Headers } | { kind: "failed"; failure: SignInFailure; headers: Headers };

/**
 * The provider's answer at the callback: checks it against the sign-in this browser started,
 * then replaces any earlier session with a new one (a new id on every sign-in).
 */
export async function finishSignIn(request: Request): Promise<SignInOutcome> {
  const settings = getAuthSettings();
  const url = new URL(request.url);
  const home = homeOf(request);
  // Opened without a provider answer (a bookmark, the back button): nothing to finish.
  if (!["code", "state", "error"].some((name) => url.searchParams.has(name))) return { kind: "redirect", to: home, headers: new Headers() };
  const headers = new Headers();
  const pendingCookie = signInCookie(settings.secureCookies);
  headers.append("Set-Cookie", pendingCookie.clear());
  const db = await getDb();
  const now = new Date();
  const pendingToken = pendingCookie.read(request);
  const pending = pendingToken ? await takeSignInState(db, pendingToken, now) : null;
  if (!pending) return { kind: "failed", failure: "expired", headers };

  let identity;
  try {
    identity = await identityFromCallback(settings, url.search, pending);
  } catch (error) {
    if (isAccessDenied(error)) return { kind: "failed", failure: "denied", headers };
    console.error("Sign-in failed at the callback:", error);
    return { kind: "failed", failure: "failed", headers };
  }

  const cookie = sessionCookie(settings.secureCookies);
  const previous = cookie.read(request);
  if (previous) await deleteSession(db, previous);
  const session = await createSession(
    db,
    { sub: identity.sub, name: identity.name ?? null, email: identity.email ?? null, isPartner: isPartnerSub(identity.sub, settings.partnerConnection) },
    { now, lifetimeSeconds: settings.sessionSeconds },
  );
  headers.append("Set-Cookie", cookie.serialize(session.token, settings.sessionSeconds));
  await deleteExpiredAuthRows(db, now);
  return { kind: "redirect", to: safeRedirectPath(pending.returnTo, home), headers };
}

/** Ends the session here, then at the provider, which sends the browser to /auth/logged-out. */
export async function signOut(request: Request): Promise<Response> {
  const settings = getAuthSettings();
  const cookie = sessionCookie(settings.secureCookies);
  const token = cookie.read(request);
  const headers = { "Set-Cookie": cookie.clear() };
  const local = "/auth/logged-out";
  if (!token) return redirect(local, { headers });
  await deleteSession(await getDb(), token);
  if (!settings.enabled) return redirect(local, { headers });
  try {
    const url = await endSessionUrl(settings);
    return redirect(url?.href ?? local, { headers });
  } catch (error) {
    console.error("Sign-out could not reach the OpenID provider:", error);
    return redirect(local, { headers });
  }
}
