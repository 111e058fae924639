// Issue 16: public answers carry an ETag, anonymous pages are kept rendered (the same bytes for
// everyone, scripts allowed by hash), a client that already has the answer gets a 304 without a
// body; signed-in answers get none of it.
import { expect, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

const publicPage =
  "public, max-age=60, s-maxage=300, stale-while-revalidate=600";

test("an anonymous page is kept: the same bytes and ETag, scripts allowed by hash, never a nonce, 304 with no body", async ({
  request,
}) => {
  // Asked once before, so the next ask's page is kept (a page asked once is not: server/page-cache.ts).
  // Twice: the first answer sets the language cookie, which is part of the key from then on.
  await request.get("/en-us/products");
  await request.get("/en-us/products");
  const first = await request.get("/en-us/products");
  const second = await request.get("/en-us/products");
  const etag = first.headers()["etag"];
  expect(etag).toMatch(/^W\/".+"$/);
  expect(second.headers()["etag"]).toBe(etag);
  const body = await second.text();
  expect(body).toBe(await first.text());
  // A copy shared between visitors carries no nonce: its inline scripts are allowed by hash.
  expect(body).not.toContain("nonce=");
  const csp = second.headers()["content-security-policy"]!;
  expect(csp).toMatch(/script-src( 'sha256-[\w+/=]+')+ 'strict-dynamic'/);
  expect(csp).not.toContain("nonce");
  expect(first.headers()["cache-control"]).toBe(publicPage);
  expect(first.headers()["vary"]).toMatch(/Cookie/);

  const again = await request.get("/en-us/products", {
    headers: { "If-None-Match": etag! },
  });
  expect(again.status()).toBe(304);
  expect((await again.body()).length).toBe(0);
  expect(again.headers()["etag"]).toBe(etag);
  expect(again.headers()["cache-control"]).toBe(publicPage);
  // No new CSP: the stored copy keeps the header its body was sent with.
  expect(again.headers()["content-security-policy"]).toBeUndefined();

  const otherLanguage = await request.get("/zh-cn/products", {
    headers: { "If-None-Match": etag! },
  });
  expect(otherLanguage.status()).toBe(200);
  expect(otherLanguage.headers()["etag"]).not.toBe(etag);
});

test("a page asked for the first time, or by a visitor with a cookie the page cache does not know, gets a fresh render with its own nonce", async ({
  request,
}) => {
  // An address no one has asked yet (the page number is past the end: the last page is shown).
  const once = await request.get(`/en-us/products?currentPage=${1000 + Math.floor(Math.random() * 1e6)}`);
  expect(once.status()).toBe(200);
  const onceNonce = /'nonce-([^']+)'/.exec(once.headers()["content-security-policy"]!)?.[1];
  expect(onceNonce).toBeTruthy();
  expect(await once.text()).toContain(`nonce="${onceNonce}"`);

  await request.get("/en-us/products");
  const kept = await request.get("/en-us/products");
  expect(kept.headers()["content-security-policy"]).not.toContain("nonce");
  const fresh = await request.get("/en-us/products", { headers: { Cookie: "mc_flash=unknown" } });
  const nonce = /'nonce-([^']+)'/.exec(fresh.headers()["content-security-policy"]!)?.[1];
  expect(nonce).toBeTruthy();
  expect(await fresh.text()).toContain(`nonce="${nonce}"`);
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

test("a page's scripts are sent as the build compressed them: brotli, else gzip, else the file; cached for a year", async ({ request }) => {
  const home = await (await request.get("/en-us")).text();
  const scripts = [...new Set([...home.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!))];
  let compressed = 0;
  for (const script of scripts) {
    const plain = await request.get(script, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(plain.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const file = await plain.body();
    // Under 1 KB a script is sent as it is (scripts/precompress.mjs).
    if (file.length < 1024) continue;
    compressed++;
    for (const [accepted, sent] of [["br, gzip", "br"], ["gzip", "gzip"]] as const) {
      const answer = await request.get(script, { headers: { "Accept-Encoding": accepted } });
      expect(answer.headers()["content-encoding"], `${script} for ${accepted}`).toBe(sent);
      expect(answer.headers()["vary"]).toContain("Accept-Encoding");
      expect(answer.headers()["content-type"]).toMatch(/^text\/javascript/);
      expect(Number(answer.headers()["content-length"])).toBeLessThan(file.length);
      // Decoded by the client: the very bytes of the file.
      expect((await answer.body()).equals(file)).toBe(true);
    }
  }
  expect(compressed).toBeGreaterThan(5);
});

test.describe("in the browser", () => {
  // The service worker would answer navigations itself; this is about the HTTP cache.
  test.use({ serviceWorkers: "block" });

  test("a kept page runs all its scripts, and after a 304 reload still does (the stored CSP stays)", async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The language cookie first: the answer varies by Cookie, so the reload must send the same one.
    await page
      .context()
      .addCookies([{ name: "mc_lang", value: "en-us", url: baseURL! }]);
    // Asked once before with that cookie: the page the browser then gets is the kept one.
    await page.request.get("/en-us");
    await page.goto("/en-us");
    expect(await page.locator("script[nonce]").count()).toBe(0);
    await waitForHydration(page);
    const asked: (string | undefined)[] = [];
    // The conditional header is added by the browser's cache, so it is read from the sent request.
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "document") return;
      asked.push((await response.request().allHeaders())["if-none-match"]);
    });
    await page.reload();
    // Hydration means the scripts ran under the stored CSP.
    await waitForHydration(page);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^W\//);
    expect(violations).toEqual([]);
    // The header navigation works: client-side routing under the hash CSP.
    await page.getByRole("link", { name: /products/i }).first().click();
    await expect(page).toHaveURL(/\/en-us\/products/);
    expect(violations).toEqual([]);
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
