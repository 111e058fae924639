// Issue 11, the core-site half: unprefixed pages, switched-off pages, unreadable addresses,
// failed form posts and dot-segment bookmarks, as a visitor meets them.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

const errorPage = (page: Page) => page.getByRole("heading", { name: /^Sorry, (an error occurred|page not found)$/ });
const toasts = (page: Page) => page.locator("[role=status], [role=alert]");
/** Every collection form post: the list page's action and a collection page's (…/collections/{slug}.data). */
const collectionPosts = (url: URL) => url.pathname.endsWith(".data") && url.pathname.includes("/collections");
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

test.describe("pages without a language (issue 11 #14)", () => {
  test("redirect to their language page on both sites, use cases included", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["/use-case/hybrid-work-and-hot-desking", "/en-us/use-case/hybrid-work-and-hot-desking"],
      ["/use-case", "/en-us/use-case"],
      ["/why-refresh/input", "/en-us/why-refresh/input"],
      ["/for-home/use-case/gaming", "/for-home/en-us/use-case/gaming"],
      ["/knowledge-base/qd-oled", "/en-us/knowledge-base/qd-oled"],
      ["/definition/hdr", "/en-us/definition/hdr"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(302);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("a use case opened without a language shows the use case", async ({ page }) => {
    await page.goto("/use-case/hybrid-work-and-hot-desking");
    await expect(page).toHaveURL(/\/en-us\/use-case\/hybrid-work-and-hot-desking$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);
  });
});

test("the TEI calculator does not exist while FEATURE_TEI is off (issue 11 #13)", async ({ request }) => {
  for (const path of ["/en-us/total-economic-impact/input", "/zh-cn/total-economic-impact/input", "/for-home/en-us/total-economic-impact/input"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("a calculator's bare address redirects (308) to its first page on both sites and languages (issue 28 #5)", async ({ request }) => {
  for (const prefix of ["/en-us", "/zh-cn", "/for-home/en-us", "/for-home/zh-cn"]) {
    for (const tool of ["energy-calculator", "quality-framework", "why-refresh", "ecosystem-roi-calculator"]) {
      const response = await request.get(`${prefix}/${tool}?country=GB`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}/${tool}`).toBe(308);
      expect(response.headers().location, `${prefix}/${tool}`).toBe(`${prefix}/${tool}/input?country=GB`);
    }
  }
  // TEI is switched off in this server: its bare address is as absent as its pages.
  expect((await request.get("/en-us/total-economic-impact", { maxRedirects: 0 })).status()).toBe(404);
  const landed = await request.get("/energy-calculator");
  expect(landed.status()).toBe(200);
  expect(landed.url()).toMatch(/\/en-us\/energy-calculator\/input$/);
});

test.describe("unreadable addresses show the page with a notice (issue 11 #4)", () => {
  test("the energy calculator with #%", async ({ page }) => {
    await page.goto("/en-us/energy-calculator/input#%");
    await waitForHydration(page);
    await expect(page.getByText("Part of this page’s address (after “#”) could not be read and was ignored.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Calculate" })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto("/zh-cn/energy-calculator/input?c1m=u2724de#%E0%A4%A");
    await expect(page.getByText("此页面地址中“#”之后的部分无法读取，已被忽略。")).toBeVisible();
  });

  for (const hash of ["#%", "#%E0%A4%A", "#%zz-%", "#%ED%A0%80"]) {
    test(`every kind of page keeps itself with the hash ${hash}`, async ({ page }) => {
      for (const path of ["/en-us", "/en-us/products", "/en-us/product/u2724de", "/en-us/comparison", "/en-us/knowledge-base/qd-oled", "/en-us/energy-calculator/results?c1m=u2724de&c1q=2", "/en-us/definition"]) {
        await page.goto(`${path}${hash}`);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expect(errorPage(page), path).toHaveCount(0);
      }
    });
  }
});

test.describe("a failed collection form post keeps the page and shows its toast (issue 11 #15)", () => {
  // The aborted and refused requests are logged by the browser as failed loads.
  test.use({ allowConsoleErrors: true });

  test("creating a collection while the network or the server fails", async ({ page }) => {
    await signIn(page, "Eli Employee", "/en-us/collections");
    await page.route(collectionPosts, (route) => route.abort("failed"));
    const name = unique("Offline");
    const createButton = page.getByRole("button", { name: "Create collection" });
    const errorTitle = toasts(page).getByText("Error creating collection");
    await page.getByLabel("Name", { exact: true }).fill(name);
    // Each post is awaited on the network, so no route change can meet a post still on its way.
    const firstFailure = page.waitForEvent("requestfailed", (request) => collectionPosts(new URL(request.url())));
    await createButton.click();
    await firstFailure;
    await expect(errorTitle).toBeVisible();
    await expect(toasts(page).getByText("There was an error with creating your collection")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);

    // The same failure again replaces the toast (a new one appears) instead of stacking a second.
    await errorTitle.evaluate((element) => element.setAttribute("data-first", ""));
    const secondFailure = page.waitForEvent("requestfailed", (request) => collectionPosts(new URL(request.url())));
    await createButton.click();
    await secondFailure;
    await expect(toasts(page).locator("p:not([data-first])", { hasText: "Error creating collection" })).toBeVisible();
    await expect(errorTitle).toHaveCount(1);

    // A server or proxy error page instead of an answer.
    await page.unroute(collectionPosts);
    await page.route(collectionPosts, (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad Gateway</h1>" }));
    await errorTitle.evaluate((element) => element.setAttribute("data-first", ""));
    const badGateway = page.waitForResponse((response) => response.status() === 502);
    await createButton.click();
    await badGateway;
    await expect(toasts(page).locator("p:not([data-first])", { hasText: "Error creating collection" })).toBeVisible();
    await expect(errorTitle).toHaveCount(1);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(errorPage(page)).toHaveCount(0);

    // Back online, the same form works.
    await page.unroute(collectionPosts);
    await createButton.click();
    await expect(toasts(page).getByText("Collection created")).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("editing a collection and adding from the dialog while the network fails", async ({ page }) => {
    await signIn(page, "Eli Employee", "/en-us/collections");
    const name = unique("Flaky network");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Create collection" }).click();
    await page.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await waitForHydration(page);

    await page.route(collectionPosts, (route) => route.abort("failed"));
    await page.getByLabel("New folder").fill("Never saved");
    const folderFailure = page.waitForEvent("requestfailed", (request) => collectionPosts(new URL(request.url())));
    await page.getByRole("button", { name: "Add folder" }).click();
    await folderFailure;
    await expect(toasts(page).getByText("Something went wrong")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);

    await page.goto("/en-us/collections/guide");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Add to collection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to collection" });
    await dialog.getByLabel("Collection", { exact: true }).selectOption({ label: name });
    const addFailure = page.waitForEvent("requestfailed", (request) => collectionPosts(new URL(request.url())));
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await addFailure;
    await expect(toasts(page).getByText("Something went wrong")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Collections guide" })).toBeVisible();
    await expect(errorPage(page)).toHaveCount(0);
  });
});

test("bookmark paths with dot segments are stored resolved (issue 11 #13)", async ({ page }) => {
  await signIn(page, "Eli Employee", "/en-us/collections");
  const created = await page.request.post("/api/data/create_entry", {
    form: {
      "data[collection_name]": unique("Dots"),
      "data[collection_data]": JSON.stringify([
        { title: "Uncategorized Folder", items: [{ type: "bookmark", url_title: "/en-us/a/../products", title: "Products" }, { type: "bookmark", url_title: "/en-us/./products?series=p", title: "P series" }] },
      ]),
    },
  });
  expect(created.status()).toBe(201);
  const items = ((await created.json()) as { data: { entry: { collection_data: Array<{ items: Array<{ url_title: string }> }> } } }).data.entry.collection_data[0]!.items;
  expect(items.map((item) => item.url_title)).toEqual(["/en-us/products", "/en-us/products?series=p"]);
  const escaping = await page.request.post("/api/data/create_entry", {
    form: { "data[collection_name]": unique("Escape"), "data[collection_data]": JSON.stringify([{ title: "Uncategorized Folder", items: [{ type: "bookmark", url_title: "/..//evil.example", title: "Evil" }] }]) },
  });
  expect(escaping.status()).toBe(400);
});

test("sticky bars follow the header: 136 px under it, 52 px once it hides (issue 11 #20)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en-us/energy-calculator/results?c1m=u2724de&c1q=2&layout=double&c2m=p2425h&c2q=3");
  await waitForHydration(page);
  const bar = page.getByRole("region", { name: "Results settings" });
  const top = () => bar.evaluate((element) => getComputedStyle(element).top);
  expect(await top()).toBe("136px");
  await page.mouse.wheel(0, 1500);
  await expect(page.locator("html")).toHaveAttribute("data-header", "hidden");
  await expect.poll(top).toBe("52px");
  expect(await page.locator("html").evaluate((element) => getComputedStyle(element).scrollPaddingTop)).toBe("52px");
  await page.mouse.wheel(0, -400);
  await expect(page.locator("html")).toHaveAttribute("data-header", "shown");
  await expect.poll(top).toBe("136px");
});

test("sizes in inches and centimetres, metric first with a metric setting (issue 11 #18)", async ({ page, context, baseURL }) => {
  const sizeRow = page.locator("dl > div", { has: page.locator("dt", { hasText: /^Screen size$/ }) });
  await page.goto("/en-us/product/u2724de");
  // 27 in × 25.4 mm = 685.8 mm = 68.58 cm, shown as 68.6 cm
  // Each value may be followed by its "Source" toggle (issue 29).
  await expect(sizeRow.locator("dd")).toHaveText(/^27 in \(68\.6 cm\)(Source.*)?$/);

  const metric = encodeURIComponent(JSON.stringify({ units: "metric", country: "DE", currency: "EUR" }));
  await context.addCookies([{ name: "mc_settings", value: metric, url: baseURL! }]);
  await page.reload();
  await expect(sizeRow.locator("dd")).toHaveText(/^68\.6 cm \(27 in\)(Source.*)?$/);
  await expect(page.getByText("Drawn to scale from its 68.6 cm (27 in) diagonal")).toBeVisible();

  await page.goto("/en-us/comparison#U2724DE-P2425H");
  await expect(page.getByText("Loading the comparison…")).toHaveCount(0);
  const sizeCells = page.locator("tr", { has: page.locator("th", { hasText: /^Screen size$/ }) }).locator("td");
  // 23.8 in × 2.54 = 60.452 cm → 60.5 cm
  await expect(sizeCells).toHaveText([/^68\.6 cm \(27 in\)(Source.*)?$/, /^60\.5 cm \(23\.8 in\)(Source.*)?$/]);
  await page.goto("/zh-cn/comparison#U2724DE");
  await expect(page.locator("tr", { has: page.locator("th", { hasText: /^屏幕尺寸$/ }) }).locator("td")).toHaveText([/^68\.6厘米（27英寸）(来源.*)?$/]);
});

test.describe("every content page can be saved to a collection (issue 11 #17)", () => {
  const contentPages: Array<[string, string]> = [
    ["/en-us/knowledge-base/qd-oled", "e-guide"],
    ["/en-us/use-case/hybrid-work-and-hot-desking", "use case"],
    ["/en-us/use-case", "use cases"],
    ["/en-us/resources", "resources"],
    ["/en-us/resources/tco-certified", "a resource"],
    ["/en-us/definition/displayport", "glossary term"],
    ["/en-us/energy-calculator/results?c1m=u2724de&c1q=2", "energy results"],
  ];

  test("anonymous visitors find the control on each and are asked to sign in", async ({ page }) => {
    // A page load and hydration per content page: ~49 s on the 2-core CI machine, near the 60 s default.
    test.slow();
    for (const [path, what] of contentPages) {
      await page.goto(path);
      await waitForHydration(page);
      await page.getByRole("button", { name: "Add to collection" }).first().click();
      await expect(page.getByRole("dialog").getByText("Sign in to save monitors and pages in your collections."), what).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("a signed-in visitor bookmarks an e-guide and energy results, and finds them in the collection", async ({ page }) => {
    await signIn(page, "Eli Employee", "/en-us/collections");
    const name = unique("Reading list");
    const created = await page.request.post("/api/data/create_entry", { form: { "data[collection_name]": name } });
    expect(created.status()).toBe(201);
    const slug = ((await created.json()) as { data: { entry: { title: string } } }).data.entry.title;

    for (const path of ["/zh-cn/knowledge-base/qd-oled", "/en-us/energy-calculator/results?c1m=u2724de&c1q=2"]) {
      await page.goto(path);
      await waitForHydration(page);
      const addLabel = path.startsWith("/zh-cn") ? "添加到收藏夹" : "Add to collection";
      await page.getByRole("button", { name: addLabel }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("combobox").first().selectOption({ label: name });
      await dialog.getByRole("button", { name: path.startsWith("/zh-cn") ? "添加" : "Add", exact: true }).click();
      await expect(dialog).toBeHidden();
    }

    await page.goto(`/en-us/collections/${slug}`);
    const guide = page.getByRole("listitem").filter({ hasText: "E-guide" });
    await expect(guide.getByRole("link")).toHaveAttribute("href", "/en-us/knowledge-base/qd-oled");
    const results = page.getByRole("listitem").filter({ hasText: "Calculator results" });
    await expect(results.getByRole("link")).toHaveAttribute("href", "/en-us/energy-calculator/results?c1m=u2724de&c1q=2");
    await results.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/results\?c1m=u2724de&c1q=2$/);
  });
});
