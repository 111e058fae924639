/**
 * Who is looking: the contract every feature uses. The OpenID Connect sign-in (issue 4) fills
 * it from the server-side session; until it lands every visitor is anonymous.
 */
export type Viewer = {
  /** The identity's `sub` with "|" replaced by "-": the owner key of collections and entries. */
  userId: string;
  sub: string;
  name: string | null;
  email: string | null;
  isPartner: boolean;
};

export async function getViewer(_request: Request): Promise<Viewer | null> {
  return null;
}

/** The viewer, or a redirect to sign-in that remembers where the visitor was going. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    const url = new URL(request.url);
    throw new Response(null, { status: 302, headers: { Location: `/auth/sign-in?returnTo=${encodeURIComponent(url.pathname + url.search)}` } });
  }
  return viewer;
}
