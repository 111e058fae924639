import { test, expect, expectNoAxeViolations } from "./fixtures";
import { signIn } from "./sign-in";

test.describe("resources", () => {
  test("keeps search, filters, sort and page in the URL", async ({ page }) => {
    await page.goto("/en-us/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
    const total = page.getByTestId("total-results");
    await expect(total).toHaveText(/^\d+ resources$/);
    expect(Number.parseInt((await total.textContent()) ?? "0", 10)).toBeGreaterThanOrEqual(30);
    await expectNoAxeViolations(page);

    await page.getByRole("checkbox", { name: /^Electricity prices/ }).check();
    await expect(page).toHaveURL(/[?&]categories=electricity-prices(&|$)/);
    await expect(page.getByRole("link", { name: /Eurostat nrg_pc_204/ })).toBeVisible();
    await page.getByRole("checkbox", { name: /^Home/ }).check();
    await expect(page).toHaveURL(/market=home&categories=electricity-prices/);
    await expect(total).toHaveText("1 resource");

    await page.getByLabel("Sort by").selectOption("title_asc");
    await expect(page).toHaveURL(/sortby=title_asc/);

    // The URL alone restores the state (a shared or reloaded link).
    await page.goto("/en-us/resources?search=spec+sheet&media=spec-sheet&currentPage=1");
    await expect(page.getByLabel("Search resources")).toHaveValue("spec sheet");
    await expect(page.getByRole("checkbox", { name: /^Spec sheet/ })).toBeChecked();
    await page.getByRole("link", { name: "UltraSharp spec sheet" }).click();
    await expect(page).toHaveURL(/\/en-us\/resources\/spec-sheet-ultrasharp$/);
    await expect(page.getByRole("heading", { level: 1, name: "UltraSharp spec sheet" })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: "U2723QE" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("fetches the library once per visit: filters, pages and coming back ask the server nothing", async ({ page }) => {
    const libraryFetches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      // Single-fetch data requests name the routes whose server loaders they run.
      if (url.pathname.endsWith(".data") && (url.searchParams.get("_routes") ?? url.pathname).includes("resources")) {
        libraryFetches.push(url.pathname + url.search);
      }
    });
    await page.goto("/en-us/resources");
    const total = page.getByTestId("total-results");
    const everything = (await total.textContent()) ?? "";
    await page.getByRole("checkbox", { name: /^Energy/ }).check();
    await expect(page).toHaveURL(/categories=energy/);
    await expect(total).not.toHaveText(everything);
    await page.getByLabel("Sort by").selectOption("title_asc");
    await expect(page).toHaveURL(/sortby=title_asc/);
    await page.getByRole("checkbox", { name: /^Energy/ }).uncheck();
    await expect(total).toHaveText(everything);
    expect(libraryFetches).toEqual([]);

    // A resource page loads its own data; the way back reuses the library.
    await page.locator("main li h2 a").first().click();
    await expect(page.getByRole("link", { name: "All resources" })).toBeVisible();
    const detailFetches = libraryFetches.length;
    await page.getByRole("link", { name: "All resources" }).click();
    await expect(total).toHaveText(everything);
    expect(libraryFetches.slice(detailFetches).filter((url) => !/resources\/[^/.]+\.data/.test(url))).toEqual([]);
  });

  test("pages with currentPage", async ({ page }) => {
    await page.goto("/en-us/resources");
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/currentPage=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("is written in Chinese too", async ({ page }) => {
    await page.goto("/zh-cn/resources");
    await expect(page.getByRole("heading", { level: 1, name: "资源" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/zh-cn/resources/tco-certified");
    await expect(page.getByRole("heading", { level: 1, name: "TCO Certified 认证" })).toBeVisible();
    await expect(page.getByRole("link", { name: /在 TCO Development 打开/ })).toHaveAttribute("href", "https://tcocertified.com/");
    await expectNoAxeViolations(page);
  });

  test("answers the resources API", async ({ request }) => {
    const response = await request.get("/en-us/api/resources/3/date/desc");
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { categories: Array<{ slug: string; count: number }>; entries: Array<{ date: string | null }> } };
    expect(body.data.entries).toHaveLength(3);
    expect(body.data.categories.map((category) => category.slug)).toContain("energy");
    const dates = body.data.entries.map((entry) => entry.date ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await request.get("/en-us/api/resources/0/date/desc")).status()).toBe(400);
  });

  test("is not found for partners", async ({ page }) => {
    await signIn(page, "Pat Partner");
    for (const path of ["/en-us/resources", "/en-us/resources/tco-certified", "/zh-cn/resources?categories=energy", "/en-us/api/resources/3/date/desc"]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("settings", () => {
  test("remembers language, units, country and currency", async ({ page, context }) => {
    await page.goto("/en-us/settings");
    await expectNoAxeViolations(page);
    await page.getByLabel("Metric (cm, kg)").check();
    await page.getByLabel("Default country").selectOption("DE");
    await page.getByLabel("Default currency").selectOption("EUR");
    await page.getByLabel("Language").selectOption("zh-cn");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page).toHaveURL(/\/zh-cn\/settings\?saved=1$/);
    await expect(page.getByText("您的设置已保存。")).toBeVisible();
    await expect(page.getByLabel("公制（厘米、千克）")).toBeChecked();
    await expect(page.getByLabel("默认国家")).toHaveValue("DE");
    await expect(page.getByLabel("默认货币")).toHaveValue("EUR");
    const cookie = (await context.cookies()).find((entry) => entry.name === "mc_settings");
    expect(cookie?.httpOnly).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("app behaviours", () => {
  test("serves the service worker, the manifest and the offline page", async ({ request }) => {
    const worker = await request.get("/sw.js");
    expect(worker.status()).toBe(200);
    expect(worker.headers()["service-worker-allowed"]).toBe("/");
    expect(worker.headers()["cache-control"]).toBe("no-cache");
    expect(worker.headers()["content-type"]).toMatch(/javascript/);
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.status()).toBe(200);
    const parsed = (await manifest.json()) as { icons: Array<{ src: string }> };
    for (const icon of parsed.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    expect((await request.get("/offline.html")).status()).toBe(200);
  });

  test("registers the service worker and shows the offline status", async ({ page, context }) => {
    await page.goto("/en-us/resources");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
    await context.setOffline(true);
    await expect(page.getByTestId("offline-status")).toHaveText(/You are offline/);
    await context.setOffline(false);
    await expect(page.getByTestId("offline-status")).toHaveCount(0);
  });

  test("asks before installing when the browser offers it", async ({ page }) => {
    await page.goto("/en-us");
    // The listener exists only after hydration: offer again until the page has it.
    await expect(async () => {
      await page.evaluate(() => {
        const offer = new Event("beforeinstallprompt", { cancelable: true });
        Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: "dismissed" }) });
        window.dispatchEvent(offer);
      });
      await expect(page.getByText("Do you want to add this app to your home screen?")).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.getByRole("button", { name: "Not now" }).click();
    await expect(page.getByText("Do you want to add this app to your home screen?")).toHaveCount(0);
  });

  test("prints without the header and with every tab panel", async ({ page }) => {
    await page.goto("/en-us/template-DO-NOT-REMOVE");
    const header = page.locator("body > header, header").first();
    await expect(header).toBeVisible();
    await expect(page.getByText("Content of tab 2.")).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(header).toBeHidden();
    await expect(page.getByText("Content of tab 2.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Primary button" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
    await expect(header).toBeVisible();
  });
});

test.describe("reference pages", () => {
  for (const language of ["en-us", "zh-cn"]) {
    test(`icons and template are accessible in ${language}`, async ({ page }) => {
      await page.goto(`/${language}/icons`);
      await expect(page.locator("li code")).toHaveCount(14);
      await expectNoAxeViolations(page);
      await page.goto(`/${language}/icons?search=${language === "en-us" ? "link" : "链接"}`);
      await expect(page.locator("li code")).toHaveText(["external-link"]);
      await page.goto(`/${language}/template-DO-NOT-REMOVE`);
      await page.getByRole("tab").nth(1).click();
      await expectNoAxeViolations(page);
    });
  }
});
