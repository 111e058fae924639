// Issue 16: public answers carry an ETag that ignores the per-response CSP nonce, and a client
// that already has the answer gets a 304 without a body; signed-in answers get neither.
import { expect, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

const publicPage =
  "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

test("an anonymous page keeps its ETag across renders and answers 304 with no body", async ({
  request,
}) => {
  const first = await request.get("/en-us/products");
  const second = await request.get("/en-us/products");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  // Each render has its own nonce, yet the same ETag.
  expect(first.headers()["content-security-policy"]).not.toBe(
    second.headers()["content-security-policy"],
  );
  expect(second.headers()["etag"]).toBe(etag);
  expect(first.headers()["cache-control"]).toBe(publicPage);
  expect(first.headers()["vary"]).toMatch(/Cookie/);

  const again = await request.get("/en-us/products", {
    headers: { "If-None-Match": etag! },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()["etag"]).toBe(etag);
  expect(again.headers()["cache-control"]).toBe(publicPage);
  // No new CSP: the stored copy keeps the header whose nonce its body carries.
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  const otherLanguage = await request.get("/zh-cn/products", {
    headers: { "If-None-Match": etag! },
  });
  expect(otherLanguage.status()).toBe(200);
  expect(otherLanguage.headers()["etag"]).not.toBe(etag);
});

test("a public API answer gets an ETag and a 304; a bad request does not", async ({
  request,
}) => {
  const answer = await request.get("/en-us/api/monitors?search=u27&site=work");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("public, max-age=300");
  const etag = answer.headers()["etag"];
  expect(etag).toBeTruthy();
  const again = await request.get("/en-us/api/monitors?search=u27&site=work", {
    headers: { "If-None-Match": etag! },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  const bad = await request.get("/en-us/api/monitors", {
    failOnStatusCode: false,
  });
  expect(bad.status()).toBe(400);
  expect(bad.headers()["etag"]).toBeUndefined();
  expect(bad.headers()["cache-control"]).toBe("private, no-store");
});

test.describe("in the browser", () => {
  // The service worker would answer navigations itself; this is about the HTTP cache.
  test.use({ serviceWorkers: "block" });

  test("a reloaded page revalidated with 304 still runs its scripts (the stored CSP nonce stays)", async ({
    page,
    baseURL,
  }) => {
    const nonce = () =>
      page.evaluate(
        () => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce,
      );
    // The language cookie first: the answer varies by Cookie, so the reload must send the same one.
    await page
      .context()
      .addCookies([{ name: "mc_lang", value: "en-us", url: baseURL! }]);
    await page.goto("/en-us");
    await waitForHydration(page);
    const before = await nonce();
    const asked: (string | undefined)[] = [];
    // The conditional header is added by the browser's cache, so it is read from the sent request.
    page.on("response", async (response) => {
      if (response.request().resourceType() === "document")
        asked.push((await response.request().allHeaders())["if-none-match"]);
    });
    await page.reload();
    // The same nonce means the body came from the browser's cache after a 304 (a 200 renders a
    // new one); hydration means its scripts ran under the stored CSP.
    await waitForHydration(page);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^W\//);
    expect(before).toBeTruthy();
    expect(await nonce()).toBe(before);
  });
});

test("a signed-in page gets no ETag and is never stored", async ({ page }) => {
  await signIn(page, "Emma Employee", "/en-us/products");
  const answer = await page.request.get("/en-us/products");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["etag"]).toBeUndefined();
  expect(answer.headers()["cache-control"]).toBe("private, no-store");
  const api = await page.request.get(
    "/en-us/api/monitors?search=u27&site=work",
  );
  expect(api.headers()["etag"]).toBeUndefined();
  expect(api.headers()["cache-control"]).toBe("private, no-store");
});
