import { redirect } from "react-router";
import { buildPath } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { requestLocale } from "~/utils/request-locale.server";
import { sessionCookie } from "./auth-cookies.server";
import { getAuthSettings } from "./auth-settings.server";
import { findSession, type SessionIdentity, type StoredSession } from "./session-store.server";
import { userIdFromSub } from "./user-type";

/** Who is looking: the contract every feature uses, filled from the server-side session. */
export type Viewer = {
  /** The identity's `sub` with "|" replaced by "-": the owner key of collections and entries. */
  userId: string;
  sub: string;
  name: string | null;
  email: string | null;
  isPartner: boolean;
};

/**
 * Lookups of a session token now in flight. The root loader and the page's loader both ask at
 * once, and React Router hands each loader its own copy of the request (so the request object is
 * no key): they share one database read. Nothing is kept after the read settles, so a sign-out
 * or an expiry is seen by the next request.
 */
const pendingByToken = new Map<string, Promise<StoredSession | null>>();

/** The request's live session, if its cookie names one. */
export function readSession(request: Request): Promise<StoredSession | null> {
  const token = sessionCookie(getAuthSettings().secureCookies).read(request);
  if (!token) return Promise.resolve(null);
  let pending = pendingByToken.get(token);
  if (!pending) {
    pending = getDb()
      .then((db) => findSession(db, token, new Date()))
      .finally(() => pendingByToken.delete(token));
    pendingByToken.set(token, pending);
  }
  return pending;
}

export function toViewer(session: SessionIdentity): Viewer {
  return { userId: userIdFromSub(session.sub), sub: session.sub, name: session.name, email: session.email, isPartner: session.isPartner };
}

export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await readSession(request);
  return session ? toViewer(session) : null;
}

/** The sign-in page in the request's language and site, remembering where the visitor was going. */
export function signInPath(request: Request): string {
  const url = new URL(request.url);
  const { language, site, hostMode } = requestLocale(request);
  return `${buildPath("/auth/sign-in", language, site, hostMode)}?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** The viewer, or a redirect to sign-in that remembers where the visitor was going. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw redirect(signInPath(request));
  return viewer;
}
