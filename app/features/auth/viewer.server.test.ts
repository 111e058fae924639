import { describe, expect, it } from "vitest";
import { getViewer, requireViewer, signInPath, toViewer } from "./viewer.server";

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
