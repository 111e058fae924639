// Issue 49, "Offline": after one visit a calculator page opens offline from the service
// worker's copy (public/sw.js), with a banner dating its prices and rates; a signed-in visitor's
// page is never kept. Service workers are allowed here (Playwright's default).
import type { Page } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect, test } from "./fixtures";
import { changeToTwelveFeetBasic } from "./meeting-space-walk";
import { signIn } from "./sign-in";

const banner = /^Offline — prices and rates as (of .+|last loaded)$/;

/**
 * Waits until the worker controls the page and has kept it, its phrases, every build file it
 * loaded and the files of the sibling steps named (their router paths).
 */
async function keptForOffline(page: Page, siblings: string[] = []): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async (siblings) => {
        const language = location.pathname.split("/")[1];
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith("/assets/"));
        type Route = { path?: string; module: string; imports?: string[]; css?: string[] };
        const routes = Object.values((window as unknown as { __reactRouterManifest: { routes: Record<string, Route> } }).__reactRouterManifest.routes);
        const stepFiles = routes.filter((route) => siblings.includes(route.path ?? "")).flatMap((route) => [route.module, ...(route.imports ?? []), ...(route.css ?? [])]);
        const wanted = [location.href, `/${language}/api/phrases`, ...files, ...stepFiles];
        const missing = siblings.filter((path) => !routes.some((route) => route.path === path)).map((path) => `a route for ${path}`);
        for (const address of wanted) if (!(await caches.match(address, { ignoreVary: true }))) missing.push(address);
        return missing;
      }, siblings),
    )
    .toEqual([]);
}

/** The worker's kept pages (its page cache), as paths with their queries. */
function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((name) => name.startsWith("mc-pages-"));
    const pages: string[] = [];
    for (const name of names) for (const request of await (await caches.open(name)).keys()) pages.push(new URL(request.url).pathname + new URL(request.url).search);
    return pages;
  });
}

test.describe("offline after one visit", () => {
  test("the productivity calculator opens offline with its results and the rates banner", async ({ page, context }) => {
    const address = "/en-us/productivity?monitor=u2723qe&staff=200";
    await page.goto(address);
    await expect(page.getByText(/^Net present value: /)).toBeVisible();
    // Online, no banner.
    await expect(page.getByText(banner)).toHaveCount(0);
    await keptForOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["productivity.name"]);
    await expect(page.getByText(/^Net present value: /)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: banner })).toBeVisible();

    // Back online, the banner goes.
    await context.setOffline(false);
    await expect(page.getByText(banner)).toHaveCount(0);
  });

  test("the energy calculator's input page opens offline with the rates banner", async ({ page, context }) => {
    await page.goto("/en-us/energy-calculator/input");
    await keptForOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["energy.name"]);
    await expect(page.getByRole("status").filter({ hasText: banner })).toBeVisible();
  });

  test("offline, the energy calculator's input page computes results for a new quantity", async ({ page, context }) => {
    // A monitor chosen: the page holds its figures (another monitor is data it would have to fetch).
    await page.goto("/en-us/energy-calculator/input?layout=single&c1m=u2724de&c1q=10");
    await keptForOffline(page, ["energy-calculator/results"]);
    await context.setOffline(true);
    await page.reload();
    await page.getByLabel("Quantity of monitor 1").fill("20");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/results\?.*c1q=20/);
    // The results page gives the quantities as fields, and each monitor's figures under a heading with its quantity.
    await expect(page.getByLabel("Quantity of monitor 1")).toHaveValue("20");
    await expect(page.getByRole("heading", { level: 3, name: "Dell UltraSharp U2724DE × 20" })).toBeVisible();
    await expect(page.getByRole("table", { name: /Energy, cost, CO2 and heat of each option, a year/ })).toBeVisible();
  });

  // The page computes in the browser (issue 49, item 1): a new staff count needs no data it lacks.
  test("offline, changing the staff count of the productivity calculator updates the results", async ({ page, context }) => {
    await page.goto("/en-us/productivity?monitor=u2723qe&staff=200");
    await keptForOffline(page);
    await context.setOffline(true);
    await page.reload();
    const value = page.getByText(/^Net present value: /);
    const before = await value.textContent();

    await page.getByLabel("Employees to equip").fill("400");
    await expect(value).not.toHaveText(before!);
    await expect(page).toHaveURL(/staff=400/);
  });

  // The wizard computes its steps and results in the browser from what its page holds (issue 49).
  test("offline, the meeting-space configurator's results open and a changed answer gives new results", async ({ page, context }) => {
    const address = "/en-us/meeting-space-configurator/results?roomSize=medium&distanceFt=20&seats=8&shape=boardroom&platform=teams&viewing=reading";
    await page.goto(address);
    const rule = page.getByRole("region", { name: "How the display was chosen" });
    await expect(rule).toContainText("20 ft ÷ 6 = 40 in tall");
    await keptForOffline(page, ["meeting-space-configurator/:step?"]);

    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveURL(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["meetingSpace.name"]);
    // Reading: image height ≥ distance ÷ 6 = 20 ft ÷ 6 = 40 in.
    await expect(rule).toContainText("20 ft ÷ 6 = 40 in tall");
    await expect(page.getByTestId("offline-status")).toBeVisible();

    await changeToTwelveFeetBasic(page);
    // Basic: 12 ft ÷ 8 = 1.5 ft = 18 in.
    await expect(rule).toContainText("12 ft ÷ 8 = 18 in tall");
    await expect(page).toHaveURL(/\/meeting-space-configurator\/results\?.*distanceFt=12&.*viewing=basic/);
  });
});

test("a signed-in visitor's calculator page is not kept: offline it is the offline page", async ({ page, context, baseURL }) => {
  await signIn(page, "Emma Employee", "/en-us");
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const response = await page.goto("/en-us/productivity?monitor=u2723qe&staff=200");
  // The server's side of the rule: a signed-in answer is private, and the worker keeps only public ones.
  expect(response!.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  expect(await keptPages(page)).toEqual([]);

  await context.setOffline(true);
  // The frame's own goto: the offline page is not a React page, so there is no hydration to wait for.
  await page.mainFrame().goto(`${baseURL}/en-us/productivity?monitor=u2723qe&staff=200`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  expect(await keptPages(page)).toEqual([]);
});

test("a calculator's context JSON and a workspace catalogue list may be kept for an anonymous visitor, never for a signed-in one", async ({ page }) => {
  const addresses = ["/en-us/api/calculators/productivity.context?monitor=u2723qe&staff=200", "/en-us/api/workspace-monitors?persona=one-cable"];
  for (const address of addresses) {
    const anonymous = await page.request.get(address);
    expect(anonymous.status(), address).toBe(200);
    expect(anonymous.headers()["cache-control"], address).toMatch(/^public\b/);
  }
  await signIn(page, "Emma Employee", "/en-us");
  for (const address of addresses) {
    const signedIn = await page.request.get(address);
    expect(signedIn.status(), address).toBe(200);
    expect(signedIn.headers()["cache-control"], address).toBe("private, no-store");
  }
});
