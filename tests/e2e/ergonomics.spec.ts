// The monitor ergonomics guide (issue 14) in both languages and on both sites: fill in, the
// recommendations, the side-view diagram with its description, an override and its reset.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("monitor ergonomics guide", () => {
  test("fills in, shows the recommendations and the diagram, overrides an assumption and resets it", async ({ page }) => {
    await page.goto("/en-us/monitor-ergonomics-guide");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["ergonomics.name"]);
    await expect(page.getByText(enUs["calculator.error.summary"])).toHaveCount(0);

    await page.getByLabel("Body height (cm)").fill("175");
    await page.getByLabel("Monitor", { exact: true }).selectOption("u2724de");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/heightCm=175/);
    // Seat 0.25 × 175 + 2.5 = 46.25 cm; distance 0.44 × 175 = 77 cm; 77 / 44.15 cm legible at 100% → 175%
    const pullouts = page.getByRole("region", { name: enUs["calculator.results.title"] }).locator("dl").first();
    await expect(pullouts).toContainText("46.3 cm");
    await expect(pullouts).toContainText("77 cm");
    await expect(pullouts).toContainText("175%");
    await expect(page.getByRole("heading", { name: enUs["ergonomics.recommendations.title"] })).toBeVisible();
    await expect(page.getByText("Set the seat 46.3 cm above the floor.")).toBeVisible();

    const diagram = page.getByRole("img", { name: enUs["ergonomics.diagram.title"] });
    await expect(diagram).toBeVisible();
    // Eyes 46.25 + 0.455 × 175 = 125.875 cm; the screen centre 15° below the line of sight.
    await expect(diagram).toHaveAccessibleDescription(/eyes at 125\.9 cm; the screen 77 cm away, its top at 122\.1 cm and its center 15° below/);
    await expect(page.getByText("Where the screen center belongs — Comfortable, 15° to 20° (screen center here)")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pixels per inch (ppi)" })).toHaveAttribute("href", "/en-us/definition/ppi");
    await expectNoAxeViolations(page);
    await diagram.screenshot({ path: test.info().outputPath("diagram.png") });

    // The assumptions sit behind their summary (issue 28): open it.
    await page.locator("#calculator-assumptions-title ~ details > summary").click();
    await page.getByLabel("Your value for Highest seat height").fill("45");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/a\.seatMaxCm=45/);
    await expect(page.getByText("Set the seat 45 cm above the floor.")).toBeVisible();
    // The assumptions sit behind their summary (issue 28): open it.
    await page.locator("#calculator-assumptions-title ~ details > summary").click();
    await expect(page.getByRole("row", { name: /Highest seat height/ }).getByText("Overridden")).toBeVisible();

    await page.getByRole("link", { name: "Reset Highest seat height to its default" }).click();
    await expect(page).not.toHaveURL(/seatMaxCm/);
    await expect(page.getByText("Set the seat 46.3 cm above the floor.")).toBeVisible();
  });

  test("answers in Chinese for a sit-stand desk, two monitors and bifocals", async ({ page }) => {
    await page.goto("/zh-cn/monitor-ergonomics-guide?heightIn=69&posture=both&monitor=u2724de&count=2&arrangement=centred&glasses=bifocal");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["ergonomics.name"]);
    await expect(page.getByRole("heading", { name: zhCn["calculator.results.title"] })).toBeVisible();
    await expect(page.getByRole("heading", { name: zhCn["ergonomics.recommendations.title"] })).toBeVisible();
    const diagram = page.getByRole("img", { name: zhCn["ergonomics.diagram.title"] });
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleDescription(/侧视图，坐姿：身高 175\.3厘米/);
    await expect(page.locator("[data-recommendation=standing]")).toContainText("站立工作时");
    await expect(page.locator("[data-recommendation=monitors]")).toContainText("推荐的 ±35°");
    await expect(page.locator("[data-recommendation=screen-top]")).toContainText("屏幕降低了 4厘米");
    await expectNoAxeViolations(page);
  });

  test("says in Chinese what is wrong with the inputs", async ({ page }) => {
    await page.goto("/zh-cn/monitor-ergonomics-guide?heightCm=175&heightIn=69&monitor=u2724de&count=5");
    await expect(page.getByRole("alert").first()).toContainText(zhCn["calculator.error.summary"]);
    await expect(page.getByText(zhCn["ergonomics.error.bothHeights"]).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: zhCn["calculator.results.title"] })).toHaveCount(0);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("works on the For Home site with its own monitors", async ({ page }) => {
    await page.goto("/for-home/en-us/monitor-ergonomics-guide");
    await waitForHydration(page);
    const monitor = page.getByLabel("Monitor", { exact: true });
    const first = await monitor.locator("option").nth(1).getAttribute("value");
    await monitor.selectOption(first!);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/for-home\/en-us\/monitor-ergonomics-guide\?.*monitor=/);
    await expect(page.getByRole("img", { name: enUs["ergonomics.diagram.title"] })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
