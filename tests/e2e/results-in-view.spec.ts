// Issue 28: "Calculate seems to do nothing" — the results landed ~2,200 px below the top. At the
// most common laptop screen (1366 × 900), with and without JavaScript, a submit on every
// calculator and on the configurators' last step must show the results heading; without
// JavaScript the address it lands on holds no empty parameters (the canonical share link).
import type { Locator, Page } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect, expectNoAxeViolations, test } from "./fixtures";

type Case = {
  name: string;
  /** The page with what a result needs already chosen (a monitor…), so one typed value completes it. */
  url: string;
  /** The input typed into, and what is typed. */
  input: (page: Page) => Locator;
  value: string;
  /** The parameter the typed value lands in. */
  param: string;
  heading: (page: Page) => Locator;
};

const inputs = (page: Page) => page.getByRole("form", { name: enUs["calculator.inputs.title"] });
const frameHeading = (page: Page) => page.getByRole("heading", { level: 2, name: enUs["calculator.results.title"], exact: true });
const bomHeading = (page: Page) => page.getByRole("heading", { name: enUs["configurator.bom.title"] });

const cases: Case[] = [
  { name: "productivity", url: "/en-us/productivity?monitor=u2723qe", input: (page) => inputs(page).getByRole("textbox").first(), value: "60000", param: "salary", heading: frameHeading },
  { name: "quality", url: "/en-us/quality-framework/input", input: (page) => inputs(page).getByRole("textbox").first(), value: "50", param: "monitors", heading: frameHeading },
  { name: "why-refresh", url: "/en-us/why-refresh/input?monitor=u2723qe", input: (page) => inputs(page).getByRole("textbox").first(), value: "40", param: "legacyCount", heading: frameHeading },
  { name: "meeting-room ROI", url: "/en-us/ecosystem-roi-calculator/input?rooms=small:c5518qt:3:4000", input: (page) => inputs(page).getByRole("textbox").first(), value: "200", param: "numberOfEmployees", heading: frameHeading },
  { name: "ergonomics", url: "/en-us/monitor-ergonomics-guide?monitor=u2724de", input: (page) => inputs(page).getByRole("textbox").first(), value: "175", param: "heightCm", heading: frameHeading },
  { name: "multi-monitor", url: "/en-us/multi-monitor-setup?monitor=u2724de", input: (page) => inputs(page).getByRole("textbox").first(), value: "70", param: "distanceCm", heading: frameHeading },
  {
    name: "energy",
    url: "/en-us/energy-calculator/input?c1m=u2724de&c1q=10",
    input: (page) => page.getByLabel("Quantity of monitor 1"),
    value: "12",
    param: "c1q",
    // Its first number field; the results come into view as every calculator's do (the frame's page).
    heading: frameHeading,
  },
  {
    name: "meeting-space configurator",
    url: "/en-us/meeting-space-configurator/display?roomSize=medium&seats=8&shape=boardroom&platform=teams",
    input: (page) => page.getByRole("textbox").or(page.getByRole("spinbutton")).first(),
    value: "20000",
    param: "budgetUsd",
    heading: bomHeading,
  },
  {
    name: "workspace configurator",
    url: "/en-us/workspace-configurator/extras?persona=one-cable&screens=1&laptop=usb-c",
    input: (page) => page.getByRole("textbox").or(page.getByRole("spinbutton")).first(),
    value: "3000",
    param: "budgetUsd",
    heading: bomHeading,
  },
];

const VIEWPORT = { width: 1366, height: 900 };

async function submitAndExpectResultsInView(page: Page, item: Case) {
  await page.goto(item.url);
  const input = item.input(page);
  await input.fill(item.value);
  await input.press("Enter");
  await expect(page).toHaveURL(new RegExp(`[?&]${item.param}=${item.value}(&|#|$)`));
  const heading = item.heading(page);
  await expect(heading).toBeInViewport({ ratio: 1 });
  const box = await heading.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(VIEWPORT.height);
}

test.describe("results in view at 1366 × 900, with JavaScript", () => {
  test.use({ viewport: VIEWPORT });
  for (const item of cases) {
    test(item.name, async ({ page }) => {
      await submitAndExpectResultsInView(page, item);
    });
  }
});

test.describe("results in view at 1366 × 900, without JavaScript", () => {
  test.use({ viewport: VIEWPORT, javaScriptEnabled: false });
  for (const item of cases) {
    test(item.name, async ({ page }) => {
      await submitAndExpectResultsInView(page, item);
      // The canonical address: every field the form sent empty is left out.
      const url = new URL(page.url());
      const empty = [...url.searchParams].filter(([, value]) => value.trim() === "").map(([name]) => name);
      expect(empty).toEqual([]);
    });
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the discount typed in per cent, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: VIEWPORT, javaScriptEnabled });
    test("the form shows 10 for the share 0.1 and the address keeps the share", async ({ page }) => {
      await page.goto("/en-us/productivity?monitor=u2723qe&discount=0.1");
      const discount = page.getByLabel("Discount on the price (%)");
      await expect(discount).toHaveValue("10");
      await discount.fill("20");
      await discount.press("Enter");
      // 20 % is the share 0.2; the form's own parameter never reaches the address.
      await expect(page).toHaveURL(/[?&]discount=0\.2(&|#|$)/);
      expect(page.url()).not.toContain("discountPercent");
      await expect(page.getByLabel("Discount on the price (%)")).toHaveValue("20");
    });

    test("a share assumption reads and is typed in per cent; the address keeps the share", async ({ page }) => {
      await page.goto("/en-us/productivity?monitor=u2723qe&a.wageGrowth=0.05");
      await page.locator("#calculator-assumptions-title ~ details > summary").click();
      const row = page.getByRole("row", { name: /Yearly wage growth/ });
      await expect(row.getByRole("cell").first()).toHaveText("5%");
      const growth = page.getByLabel("Your value for Yearly wage growth (%)");
      await expect(growth).toHaveValue("5");
      await growth.fill("4");
      await growth.press("Enter");
      // 4 % is the share 0.04.
      await expect(page).toHaveURL(/[?&]a\.wageGrowth=0\.04(&|#|$)/);
      expect(page.url()).not.toContain("Percent");
    });
  });
}

test.describe("the assumptions behind a summary", () => {
  test.use({ viewport: VIEWPORT });
  test("are closed under a count, open in place, and open by themselves on a bad value", async ({ page }) => {
    await page.goto("/en-us/productivity?monitor=u2723qe&staff=200&a.wageGrowth=0.05");
    const summary = page.locator("summary", { hasText: /assumptions, 1 changed — review/ });
    await expect(summary).toBeVisible();
    const growth = page.getByLabel("Your value for Yearly wage growth");
    await expect(growth).toBeHidden();
    await summary.click();
    await expect(growth).toBeVisible();
    await expectNoAxeViolations(page);

    // An override out of its bounds: no results, and the field with its message is shown.
    await page.goto("/en-us/productivity?monitor=u2723qe&staff=200&a.wageGrowth=5");
    await expect(page.getByRole("alert").first()).toBeVisible();
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the assumptions stack with their source visible", async ({ page }) => {
    await page.goto("/en-us/productivity?monitor=u2723qe&staff=200");
    await page.locator("summary", { hasText: /assumptions/ }).click();
    const row = page.getByRole("row", { name: /Yearly wage growth/ });
    const source = row.getByRole("cell").nth(3);
    await source.scrollIntoViewIfNeeded();
    await expect(source).toBeVisible();
    await expect(source).toContainText(/\S/);
    // Within the screen's width: the table no longer scrolls sideways.
    const box = await source.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
  });

  for (const url of ["/en-us/productivity?monitor=u2723qe&staff=200", "/en-us/quality-framework/input?monitors=50", "/en-us/energy-calculator/results?layout=double&c1m=u2724de&c1q=10&c2m=p2425h&c2q=10&view=graph"]) {
    test(`charts are readable and every bar shows: ${url}`, async ({ page }) => {
      await page.goto(url);
      const charts = page.locator("figure svg[role=img]");
      expect(await charts.count()).toBeGreaterThan(0);
      for (const chart of await charts.all()) {
        await chart.scrollIntoViewIfNeeded();
        // The rendered size of every label: its font size in the drawing × the drawing's scale.
        const sizes = await chart.evaluate((svg: SVGSVGElement) => {
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          return [...svg.querySelectorAll("text")].map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale);
        });
        expect(sizes.length).toBeGreaterThan(0);
        for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11);
        for (const bar of await chart.locator("rect").all()) {
          const box = await bar.boundingBox();
          expect(box!.width).toBeGreaterThan(0);
          expect(box!.height).toBeGreaterThan(0);
        }
      }
    });
  }
});
