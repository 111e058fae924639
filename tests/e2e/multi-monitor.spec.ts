// The multi-monitor setup (issue 14) in both languages and on both sites: fill in, the headline
// figures, the top view with its description, the connection plan, the ultrawide comparison and
// an override of the bezel allowance.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("multi-monitor setup", () => {
  test("fills in, shows the figures, the plan, the comparison and the top view, and overrides the bezel", async ({ page }) => {
    await page.goto("/en-us/multi-monitor-setup");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["multiMonitor.name"]);

    await page.getByLabel("Monitor", { exact: true }).selectOption("u2724de");
    await page.getByLabel("Viewing distance (cm)").fill("70");
    await page.getByLabel("Laptop", { exact: true }).selectOption("dell-latitude-7450");
    await page.getByLabel("Compare with an ultrawide").selectOption("u3425we");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/monitor=u2724de/);

    // A 27-inch 2560 × 1440 pair: 2 × (59.773 + 2 × 0.7) = 122.3 cm wide, 33.622 + 1.4 = 35 cm high; desk + 2 × 10 cm;
    // outer centres atan(30.587 / 70) = 23.6° aside.
    const results = page.getByRole("region", { name: enUs["calculator.results.title"] });
    await expect(results.locator("dl").first()).toContainText("122.3 cm");
    await expect(results.locator("dl").first()).toContainText("7,372,800");
    await expect(results.locator("dl").first()).toContainText("142.3 cm");
    await expect(results.locator("dl").nth(1)).toContainText("23.6°");
    await expect(page.getByTestId("connection-plan")).toContainText("Cables from the laptop: 1 with a chain, 2 without.");
    await expect(page.getByTestId("ultrawide-comparison")).toContainText("4,953,600");

    const diagram = page.getByRole("img", { name: enUs["multiMonitor.diagram.title"] });
    await expect(diagram).toBeVisible();
    await expect(diagram).toHaveAccessibleDescription(/side by side in a flat row 122\.3 cm wide, 70 cm in front of your eyes, on a desk 142\.3 cm wide/);
    await diagram.screenshot({ path: test.info().outputPath("top-view.png") });
    await expectNoAxeViolations(page);

    // The assumptions sit behind their summary (issue 28): open it.
    await page.locator("#calculator-assumptions-title ~ details > summary").click();
    await page.getByLabel("Your value for Frame (bezel) on each side of a screen").fill("0");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/a\.bezelCm=0/);
    // Frameless: 2 × 59.773 = 119.5 cm.
    await expect(results.locator("dl").first()).toContainText("119.5 cm");
  });

  test("answers in Chinese for three monitors and a MacBook", async ({ page }) => {
    await page.goto("/zh-cn/multi-monitor-setup?monitor=u2724de&count=3&distanceCm=90&device=macbook-pro-m4-pro");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["multiMonitor.name"]);
    await expect(page.getByRole("heading", { name: zhCn["multiMonitor.plan.title"] })).toBeVisible();
    await expect(page.getByTestId("connection-plan")).toContainText(zhCn["multiMonitor.plan.daisy.no"]);
    const diagram = page.getByRole("img", { name: zhCn["multiMonitor.diagram.title"] });
    await expect(diagram).toBeVisible();
    // Three: the outer centres one pitch (61.173 cm) aside at 90 cm: atan(0.6797) = 34.2°.
    await expect(diagram).toHaveAccessibleDescription(/3 块屏幕.*各偏离正前方 34\.2°/);
    await expectNoAxeViolations(page);
  });

  test("never offers HDMI to a MacBook Air M2, and links the pages of its ports and display count", async ({ page }) => {
    await page.goto("/en-us/multi-monitor-setup?monitor=u2724de&count=2&device=macbook-air-m2");
    const plan = page.getByTestId("connection-plan");
    await expect(plan).toContainText("Connect each of the 2 monitors with its own USB-C cable, or through a DisplayLink dock.");
    await expect(plan).not.toContainText("HDMI");
    await expect(plan.getByRole("link", { name: /^Fossbytes/ })).toHaveAttribute("href", "https://fossbytes.com/macbook-m2-chip/");
    await expect(plan.getByRole("link", { name: /^XDA/ })).toHaveAttribute("href", "https://www.xda-developers.com/apples-m2-macbook-air-pro-only-support-one-external-monitor/");
    await expectNoAxeViolations(page);
  });

  test("says in Chinese what is wrong with the inputs", async ({ page }) => {
    await page.goto("/zh-cn/multi-monitor-setup?monitor=u2724de&count=4&distanceCm=10");
    await expect(page.getByRole("alert").first()).toContainText(zhCn["calculator.error.summary"]);
    await expect(page.getByRole("heading", { name: zhCn["calculator.results.title"] })).toHaveCount(0);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("works on the For Home site with its own monitors", async ({ page }) => {
    await page.goto("/for-home/en-us/multi-monitor-setup");
    await waitForHydration(page);
    const monitor = page.getByLabel("Monitor", { exact: true });
    const first = await monitor.locator("option").nth(1).getAttribute("value");
    await monitor.selectOption(first!);
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/for-home\/en-us\/multi-monitor-setup\?.*monitor=/);
    await expect(page.getByRole("img", { name: enUs["multiMonitor.diagram.title"] })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
