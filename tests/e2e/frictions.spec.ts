// Issue 50's frictions a buyer met, at a phone's, a small laptop's and a desktop's width: tap
// targets of at least 24 × 24 px on every kind of page, a header that does not wrap at 1024 px, an
// upper bar of one row on a phone, banners whose text is whole.
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { smallTapTargets } from "./tap-targets";

const pages = [
  "/en-us",
  "/en-us/products",
  "/en-us/product/u2723qe",
  "/en-us/comparison#U2724DE-P2425H-E2425H",
  "/en-us/use-case/call-centres",
  "/en-us/knowledge-base/qd-oled",
  "/en-us/definition/ips",
  "/en-us/resources",
  "/en-us/settings",
  "/en-us/productivity?staff=100&monitor=u2723qe",
  "/en-us/quality-framework",
  "/en-us/ecosystem-roi-calculator/input",
  "/en-us/energy-calculator/input",
  "/en-us/energy-calculator/results?c1m=u2723qe&c1q=10",
  "/en-us/monitor-ergonomics-guide",
  "/en-us/multi-monitor-setup",
  "/en-us/meeting-space-configurator",
  "/en-us/workspace-configurator",
  "/zh-cn/product/u2723qe",
];

for (const path of pages) {
  test(`every tap target of ${path} is at least 24 × 24 px at 375, 1024 and 1366 px`, async ({ page }) => {
    const small: string[] = [];
    for (const width of [375, 1024, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      small.push(...(await smallTapTargets(page)).map((target) => `${width} px: ${target}`));
    }
    expect(small).toEqual([]);
  });
}

test("axe's target-size rule passes on the densest page at a phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto("/en-us/product/u2723qe");
  await expectNoAxeViolations(page);
});

test("at 1024 px the logo and every menu entry stay on one line", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  for (const path of ["/en-us", "/zh-cn", "/for-home/en-us"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: path.includes("zh-cn") ? "主菜单" : "Main menu" })).toBeVisible();
    const lines = await page.evaluate(() => {
      const header = document.querySelector("header")!;
      const logo = header.querySelector("header > div:nth-child(2) > a")!;
      const entries = [logo, ...header.querySelectorAll("nav > a, nav > div > button")];
      // A label on one line has all its text boxes at one height ("Useful / Tools" had two).
      const lineCount = (entry: Element) => {
        const bottoms = new Set<number>();
        const walker = document.createTreeWalker(entry, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
        }
        return bottoms.size;
      };
      return entries.filter((entry) => lineCount(entry) > 1).map((entry) => entry.textContent);
    });
    expect(lines, path).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
  }
});

test("on a phone the upper bar is one row, the outside tool is in the menu and a banner's text is whole", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/en-us");
  const upperBar = page.locator("header > div").first();
  // One row of 24 px targets with their padding: under 48 px (it was three rows, ~105 px).
  expect((await upperBar.boundingBox())!.height).toBeLessThan(48);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("link", { name: /^Competitive Tool/ })).toBeVisible();
  const cut = await page.locator('[aria-roledescription="slide"]:not([aria-hidden]) :is(h2, p)').evaluateAll((texts) =>
    texts.filter((text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1).map((text) => text.textContent),
  );
  expect(cut).toEqual([]);
});

test("the currency converter converts 1e3 and says under the field why -5 has no result", async ({ page }) => {
  await page.goto("/en-us/productivity?staff=100&monitor=u2723qe");
  const converter = page.locator("details", { hasText: "Currency converter" });
  await converter.getByText("Currency converter").click();
  const amount = converter.getByLabel("Amount", { exact: true });
  await amount.fill("1e3");
  await expect(converter.locator("output")).toHaveText(/^\$1,000\.00 = /);
  await amount.fill("-5");
  await expect(converter.locator("output")).toHaveText("");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveAccessibleDescription("An amount cannot be negative: enter 0 or more.");
});
