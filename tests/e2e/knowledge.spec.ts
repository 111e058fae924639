import { expect, expectNoAxeViolations, test } from "./fixtures";

// The guides' monitors come from catalogue queries: QD-OLED and high-refresh 4K models are in the
// For Home range, monitors with speakers in both.
const guides = [
  { slug: "qd-oled", site: "/for-home", en: "QD-OLED: what it is and why it matters", zh: "QD-OLED：是什么，为什么重要" },
  { slug: "design-audio", site: "", en: "Design and audio", zh: "设计与音频" },
  { slug: "dual-resolution", site: "/for-home", en: "Dual-resolution gaming monitors", zh: "双分辨率游戏显示器" },
  { slug: "spatial-audio", site: "", en: "3D spatial audio", zh: "3D 空间音频" },
];

test.describe("knowledge base e-guides", () => {
  for (const guide of guides) {
    for (const language of ["en-us", "zh-cn"] as const) {
      test(`${guide.slug} in ${language} shows its sections, figures and monitors`, async ({ page }) => {
        await page.goto(`${guide.site}/${language}/knowledge-base/${guide.slug}`);
        await expect(page.getByRole("heading", { level: 1 })).toContainText(language === "en-us" ? guide.en : guide.zh);
        await expect(page.locator("main section h2").first()).toBeVisible();
        await expect(page.locator("main svg[role=img]").first()).toBeVisible();
        const monitors = page.locator("#guide-monitors article");
        expect(await monitors.count()).toBeGreaterThan(0);
        await expect(monitors.first().getByRole("link").first()).toHaveAttribute("href", new RegExp(`/${language}/product/`));
        // No video is given for these guides, so there is no video button.
        await expect(page.getByRole("button", { name: /video|视频/i })).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }
  }

  test("the first mention of a glossary term links to its definition with a tooltip", async ({ page }) => {
    await page.goto("/for-home/en-us/knowledge-base/qd-oled");
    const links = page.locator("main article p a[href*='/definition/oled']");
    await expect(links).toHaveCount(1);
    const link = links.first();
    await link.focus();
    const tooltip = page.locator(`#${await link.getAttribute("aria-describedby")}`);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute("role", "tooltip");
    const width = await tooltip.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(300);
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();
  });
});

test.describe("glossary", () => {
  test("the index lists at least 40 terms and its search filters them", async ({ page }) => {
    await page.goto("/en-us/definition");
    const items = page.locator("main li a[href*='/definition/']");
    expect(await items.count()).toBeGreaterThanOrEqual(40);
    await page.getByLabel("Search the glossary").fill("displayhdr");
    await expect(items).toHaveCount(3);
    await expect(page.locator("main [role=status]")).toHaveText("3 terms");
    await expectNoAxeViolations(page);
  });

  test("a term page in both languages", async ({ page }) => {
    await page.goto("/en-us/definition/displayport-mst");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DisplayPort MST");
    await expect(page.getByText("VESA DisplayPort Standard (version 1.2 and later)")).toBeVisible();
    await expect(page.getByRole("link", { name: "DisplayPort", exact: true })).toHaveAttribute("href", "/en-us/definition/displayport");
    await expectNoAxeViolations(page);
    await page.goto("/zh-cn/definition/displayport-mst");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("DisplayPort MST 菊花链");
    await expectNoAxeViolations(page);
  });


  test("the product page's spec table links a term to its definition", async ({ page }) => {
    await page.goto("/en-us/product/u2723qe");
    const link = page.locator("main dl a[href='/en-us/definition/resolution']");
    await expect(link).toHaveCount(1);
    await link.hover();
    await expect(page.locator(`#${await link.getAttribute("aria-describedby")}`)).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/en-us\/definition\/resolution$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resolution");
    await expectNoAxeViolations(page);
  });
});

test.describe("glossary errors", () => {
  // The browser logs the 404 response itself as a console error.
  test.use({ allowConsoleErrors: true });

  test("an unknown term answers 404", async ({ page }) => {
    const response = await page.goto("/en-us/definition/no-such-term");
    expect(response?.status()).toBe(404);
  });
});
