import { describe, expect, it, vi } from "vitest";
import { createToken } from "./auth-cookies.server";
import { findSession } from "./session-store.server";
import { getViewer, readSession, requireViewer, signInPath, toViewer } from "./viewer.server";

vi.mock("~/utils/db.server", () => ({ getDb: async () => ({}) }));
vi.mock("./session-store.server", () => ({
  // A database read that takes a moment and answers a session named after the token.
  findSession: vi.fn(async (_db: unknown, token: string) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { id: `id-${token}`, sub: "auth0|employee-1", name: "Emma", email: null, isPartner: false, userTypeAnnounced: true, expiresAt: new Date(0) };
  }),
}));

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    return error as Response;
  }
  throw new Error("expected a thrown response");
}

describe("requireViewer", () => {
  it("sends an anonymous visitor to sign in, in their language and site, remembering the page", async () => {
    const response = await thrown(requireViewer(new Request("http://localhost:3000/zh-cn/collections?sort=name")));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/zh-cn/auth/sign-in?returnTo=%2Fzh-cn%2Fcollections%3Fsort%3Dname");
    expect(signInPath(new Request("http://localhost:3000/for-home/en-us/collections/my-desk"))).toBe(
      "/for-home/en-us/auth/sign-in?returnTo=%2Ffor-home%2Fen-us%2Fcollections%2Fmy-desk",
    );
  });

  it("treats a malformed session cookie as no session", async () => {
    const request = new Request("http://localhost:3000/en-us", { headers: { Cookie: "mc_session=forged" } });
    expect(await getViewer(request)).toBeNull();
  });
});

describe("readSession", () => {
  const withCookie = (token: string) => new Request("http://localhost:3000/en-us/collections", { headers: { Cookie: `mc_session=${token}` } });

  it("reads a session once for the loaders of one page (each gets its own copy of the request), and again for the next page", async () => {
    const reads = vi.mocked(findSession);
    reads.mockClear();
    const token = createToken();
    const [root, page] = await Promise.all([readSession(withCookie(token)), readSession(withCookie(token))]);
    expect(reads).toHaveBeenCalledTimes(1);
    expect(page).toBe(root);
    expect(root?.id).toBe(`id-${token}`);

    // Settled lookups are not kept: a sign-out or an expiry shows on the next request.
    await readSession(withCookie(token));
    expect(reads).toHaveBeenCalledTimes(2);
    // Another visitor's token is never answered with this one's session.
    const other = createToken();
    const [mine, theirs] = await Promise.all([readSession(withCookie(token)), readSession(withCookie(other))]);
    expect(reads).toHaveBeenCalledTimes(4);
    expect(mine?.id).toBe(`id-${token}`);
    expect(theirs?.id).toBe(`id-${other}`);
  });
});

describe("toViewer", () => {
  it("derives the owner key from the sub and carries no session details", () => {
    expect(toViewer({ sub: "samlp|partner-idp|partner-1", name: "Pat Partner", email: null, isPartner: true })).toEqual({
      userId: "samlp-partner-idp-partner-1",
      sub: "samlp|partner-idp|partner-1",
      name: "Pat Partner",
      email: null,
      isPartner: true,
    });
  });
});
