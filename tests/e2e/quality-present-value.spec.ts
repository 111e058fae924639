// Issue 27, Quality: the savings' present value beside the undiscounted total, and what one
// failure costs on each side, in both languages.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// A round wage: salary 100000, benefits ×1, 2000 h → W = 50 every year; F = 0.54 × 50 = 27.
const roundCase = "monitors=1000&series=p&salary=100000&a.benefitsMultiplier=1&a.hoursPerYear=2000&a.wageGrowth=0";

test.describe("quality benefits calculator, discounted", () => {
  test("shows the present value of the savings beside the total, and the cost of one failure", async ({ page }) => {
    await page.goto(`/en-us/quality-framework/input?${roundCase}`);
    await waitForHydration(page);
    // Record 44: savings 1132.84365, 1138.11615, 1143.4941 a year (logistics grow 2 %) = 3414.4539 → "$3,414";
    // PV = 1029.8578636 + 940.5918595 + 859.1240421 = 2829.5737652 → "$2,830"
    const total = page.getByRole("definition").filter({ hasText: "$3,414" });
    await expect(total).toBeVisible();
    await expect(page.getByText(enUs["quality.result.pvSavings"].replace("{rate}", "10%"))).toBeVisible();
    // The pullout's figure (the study panel repeats it in its "your case" column).
    await expect(page.getByRole("definition").filter({ hasText: "$2,830" })).toBeVisible();
    // One failure in year 1: maker 75 + 0.33 × 27 + 8 × 50 × 0.18 × 0.5 = 119.91; industry 75 + 8.91 + 180 = 263.91
    await expect(page.getByText(enUs["quality.result.costPerFailure"].replace("{maker}", "$119.91").replace("{other}", "$263.91"))).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the published reliability study beside the savings, with its sponsor and what differs (issue 47)", async ({ page }) => {
    await page.goto(`/en-us/quality-framework/input?${roundCase}`);
    await waitForHydration(page);
    const panel = page.getByTestId("study-panel");
    await expect(panel.getByRole("heading", { name: enUs["calculator.study.title"] })).toBeVisible();
    await expect(panel.getByRole("link", { name: /commissioned by Dell/ })).toHaveAttribute("href", "https://tei.forrester.com/go/dell/device-reliability");
    await expect(panel.getByRole("row", { name: /Organization/ })).toContainText(enUs["calculator.study.composite.deviceReliability"]);
    await expect(panel.getByRole("row", { name: /Organization/ })).toContainText("1,000 monitors");
    // The study's own savings are not in the public copy; the buyer's PV savings stand beside it.
    await expect(panel.getByRole("row", { name: /Savings/ })).toContainText(enUs["calculator.study.notPublished"]);
    await expect(panel.getByRole("row", { name: /Savings/ })).toContainText("$2,830");
    await expect(panel.getByText(enUs["calculator.study.differs.quality"])).toBeVisible();
  });

  test("in Chinese", async ({ page }) => {
    await page.goto(`/zh-cn/quality-framework/input?${roundCase}`);
    await waitForHydration(page);
    await expect(page.getByText(zhCn["quality.result.pvSavings"].replace("{rate}", "10%"))).toBeVisible();
    await expect(page.getByText(zhCn["quality.result.costPerFailure"].replace("{maker}", "US$119.91").replace("{other}", "US$263.91"))).toBeVisible();
    await expect(page.getByTestId("study-panel").getByText(zhCn["calculator.study.differs.quality"])).toBeVisible();
  });
});
