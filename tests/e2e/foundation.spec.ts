import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("home", () => {
  test("renders the Work home in English with the site chrome", async ({ page }) => {
    await page.goto("/en-us");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The right monitor for every desk, team and meeting room");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Compare Monitors" })).toBeVisible();
    await expect(nav.getByRole("button", { name: "Useful Tools" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Competitive Tool" })).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("link", { name: /UltraSharp/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("renders the home in Simplified Chinese", async ({ page }) => {
    await page.goto("/zh-cn");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("为每张办公桌、每个团队和每间会议室选对显示器");
    await expect(page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "比较显示器" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("has a Home site with its own range under /for-home", async ({ page }) => {
    await page.goto("/for-home/en-us");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the monitor that fits how you play, work and create at home");
    await expect(page.getByRole("link", { name: /Alienware/ }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^UltraSharp/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("language and site switches", () => {
  test("switching language keeps the page and remembers the choice", async ({ page }) => {
    await page.goto("/en-us/products?currentPage=2");
    await waitForHydration(page);
    await page.getByRole("button", { name: /Language/ }).click();
    const chinese = page.getByRole("link", { name: "简体中文" });
    await expect(chinese).toBeVisible();
    await expect(page.getByRole("link", { name: /English \(US\)/ })).toHaveAttribute("aria-current", "true");
    await chinese.click();
    await expect(page).toHaveURL(/\/zh-cn\/products\?currentPage=2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("显示器");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    // A path without a language now opens in Chinese.
    await page.goto("/products");
    await expect(page).toHaveURL(/\/zh-cn\/products$/);
  });

  test("an unsupported language code falls back to en-us", async ({ page }) => {
    await page.goto("/fr-fr/products");
    await expect(page).toHaveURL(/\/en-us\/products$/);
  });

  test("the site switch keeps language and page", async ({ page }) => {
    await page.goto("/zh-cn/products");
    await page.getByRole("link", { name: "切换到家用站点" }).click();
    await expect(page).toHaveURL(/\/for-home\/zh-cn\/products$/);
    await expect(page.getByRole("checkbox", { name: /^Alienware/ })).toBeVisible();
    await page.getByRole("link", { name: "切换到商用站点" }).click();
    await expect(page).toHaveURL(/\/zh-cn\/products$/);
  });
});

test.describe("errors", () => {
  // Chromium logs every 404 document as "Failed to load resource"; that is the point here.
  test.use({ allowConsoleErrors: true });

  test("an unknown page answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/en-us/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sorry, page not found");
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await expect(page).toHaveTitle("Sorry, page not found");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await expect(page).toHaveURL(/\/en-us$/);
  });

  test("the 404 speaks Chinese under /zh-cn", async ({ page }) => {
    const response = await page.goto("/zh-cn/nope/nope");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("抱歉，找不到页面");
  });

  test("an unknown product is a 404", async ({ page }) => {
    const response = await page.goto("/en-us/product/not-a-monitor");
    expect(response?.status()).toBe(404);
  });
});

test.describe("catalogue", () => {
  test("lists real monitors with paging", async ({ page }) => {
    await page.goto("/en-us/products");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Monitors");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(24);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/currentPage=2/);
    await expectNoAxeViolations(page);
  });

  test("shows a product page with grouped specifications and ENERGY STAR figures", async ({ page }) => {
    await page.goto("/en-us/product/u2724de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dell UltraSharp U2724DE");
    await expect(page.getByRole("heading", { name: "Power and sustainability" })).toBeVisible();
    const powerSection = page.getByRole("region", { name: "Power and sustainability" });
    const powerOn = powerSection.locator("dt", { hasText: "Power, on" }).locator("xpath=following-sibling::dd");
    // The figure, then its "Source" toggle (issue 46: every fact names its source).
    await expect(powerOn).toHaveText(/^\d+(\.\d+)? W(Source.*)?$/);
    await expect(page.getByRole("img", { name: /Screen outline of Dell UltraSharp U2724DE/ })).toBeVisible();
    await expect(page).toHaveTitle(/Dell UltraSharp U2724DE/);
    await expectNoAxeViolations(page);
  });

  test("the same product page in Chinese", async ({ page }) => {
    await page.goto("/zh-cn/product/u2724de");
    await expect(page.getByRole("heading", { name: "功耗与可持续性" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a Home-range product linked on the Work site goes to the Home site", async ({ page }) => {
    await page.goto("/en-us/product/aw3423dwf");
    await expect(page).toHaveURL(/\/for-home\/en-us\/product\/aw3423dwf$/);
  });
});

test.describe("site chrome behaviour", () => {
  test("menus open with the keyboard and close with Escape", async ({ page }) => {
    await page.goto("/en-us");
    const button = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Knowledge Base" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Design & Audio e-guide" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
  });

  test("the header hides on scroll down and returns on scroll up", async ({ page }) => {
    await page.goto("/en-us/products");
    const header = page.locator("header");
    // Keep scrolling until hydration has attached the listener.
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      await expect(header).toHaveClass(/-translate-y-full/, { timeout: 500 });
    }).toPass();
    await page.mouse.wheel(0, -400);
    await expect(header).not.toHaveClass(/-translate-y-full/);
  });

  test("the mobile menu locks page scrolling while open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/en-us");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await expect(page.getByRole("link", { name: "Search Products" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });

});

test.describe("server", () => {
  test("sends security headers with a per-request CSP nonce on a page rendered for one visitor", async ({ request }) => {
    // A cookie the page cache does not know: the page is rendered for this request alone
    // (a kept anonymous page carries script hashes instead: tests/e2e/http-cache.spec.ts).
    const headers = { Cookie: "visitor=1" };
    const first = await request.get("/en-us", { headers });
    const second = await request.get("/en-us", { headers });
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(["gzip", "br"]).toContain(first.headers()["content-encoding"]);
  });

  test("answers a calculator API's plain address (ahead of express) as its other spellings (through express)", async ({ request }) => {
    // Each request's own headers differ by design; everything else must match.
    const own = new Set(["date", "x-request-id", "content-security-policy"]);
    const written = async (path: string) => {
      const answer = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
      const headers = Object.entries(answer.headers()).filter(([name]) => !own.has(name));
      return { status: answer.status(), headers: Object.fromEntries(headers), body: (await answer.body()).toString("base64"), csp: answer.headers()["content-security-policy"] };
    };
    const query = "?monitor=u2723qe&staff=41";
    for (const [plain, other] of [
      [`/en-us/api/calculators/productivity${query}`, `/en-us/api/calculators/productivity/${query}`],
      [`/zh-cn/api/calculators/productivity.csv${query}`, `/zh-cn/api/calculators/productivity.csv/${query}`],
      ["/en-us/api/calculators/productivity?staff=-1", "/en-us/api/calculators/productivity/?staff=-1"],
      ["/en-us/api/calculators/no-such-tool", "/en-us/api/calculators/no-such-tool/"],
    ]) {
      const direct = await written(plain!);
      const routed = await written(other!);
      expect(direct.csp).toMatch(/script-src 'nonce-[^']+'/);
      expect(direct.headers["x-content-type-options"]).toBe("nosniff");
      expect({ ...direct, csp: undefined }).toEqual({ ...routed, csp: undefined });
    }
    // An 8 KB answer fits TCP's first round trip: sent as it is (server/request-handler.ts); a page is compressed.
    const answer = await request.get(`/en-us/api/calculators/productivity${query}`, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(answer.headers()["content-encoding"]).toBeUndefined();
    expect(Number(answer.headers()["content-length"])).toBeGreaterThan(4_000);
  });

  test("serves fingerprinted assets with a year-long immutable cache", async ({ request }) => {
    const html = await (await request.get("/en-us")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
  });

  test("serves phrases as JSON per language", async ({ request }) => {
    const body = await (await request.get("/zh-cn/api/phrases")).json();
    const phrase = body.phrases.find((entry: { name: string }) => entry.name === "nav.compare");
    expect(phrase.value).toBe("比较显示器");
  });
});
