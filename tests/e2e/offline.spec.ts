// Issue 49, "Offline": after one visit a calculator page opens offline from the service
// worker's copy (public/sw.js), with a banner dating its prices and rates; a signed-in visitor's
// page is never kept. Service workers are allowed here (Playwright's default).
import type { Page } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect, test } from "./fixtures";
import { signIn } from "./sign-in";

const banner = /^Offline — prices and rates as (of .+|last loaded)$/;

/** Waits until the worker controls the page and has kept it, its phrases and every build file it loaded. */
async function keptForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const language = location.pathname.split("/")[1];
        const files = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.startsWith("/assets/"));
        const wanted = [location.href, `/${language}/api/phrases`, ...files];
        const missing = [];
        for (const address of wanted) if (!(await caches.match(address, { ignoreVary: true }))) missing.push(address);
        return missing;
      }),
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

  // Awaits the in-browser compute of issue 49 (item 1): until calculator pages compute in the
  // browser, a changed input needs the server, and offline the results cannot change.
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
