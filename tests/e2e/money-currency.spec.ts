// Issue 27, "Money in the buyer's currency": a new visitor types amounts in the country's
// currency, sees their US-dollar equivalent, and finds the currency converter; an old link with
// an amount and no moneyCurrency still means US dollars. No exchange-rate service runs in e2e:
// the rate is the fallback set's (FRED, June 2026) 0.7497 GBP per USD.
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

test.describe("money in the buyer's currency", () => {
  test("a UK visitor types pounds on the productivity page and sees the dollar equivalent", async ({ page }) => {
    await page.goto("/en-us/productivity");
    await waitForHydration(page);
    // The blank form counts amounts in the country's currency.
    await expect(page.getByLabel("Amounts in", { exact: true })).toHaveValue("local");
    await page.getByLabel("Country").selectOption("GB");
    // The label follows the country picked, before the form is sent.
    await expect(page.getByLabel("Price per monitor (GBP)")).toBeVisible();
    await expect(page.getByLabel("Amounts in", { exact: true }).locator("option:checked")).toHaveText(/\(GBP\), the country's currency/);
    await page.getByLabel("Price per monitor (GBP)").fill("400");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/moneyCurrency=local/);
    expect(new URL(page.url()).searchParams.get("price")).toBe("400");
    await expect(page.getByText("Return on investment")).toBeVisible();
    // 400 GBP / 0.7497 GBP per USD = 533.55 USD
    await expect(page.getByText("£400.00 ≈ $533.55 at 0.7497 GBP/USD.")).toBeVisible();
    // The share link spells the currency out, so it opens in pounds again.
    await expect(page.getByLabel("Link to these results")).toHaveValue(/moneyCurrency=local/);
    await expect(page.getByText("Currency converter")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a UK page's form is in pounds; an old link with a price still means US dollars", async ({ page }) => {
    await page.goto("/en-us/productivity?country=GB");
    await waitForHydration(page);
    await expect(page.getByLabel("Amounts in", { exact: true })).toHaveValue("local");
    await expect(page.getByLabel("Price per monitor (GBP)")).toBeVisible();

    await page.goto("/en-us/productivity?country=GB&price=400");
    await waitForHydration(page);
    await expect(page.getByLabel("Amounts in", { exact: true })).toHaveValue("USD");
    await expect(page.getByLabel("Price per monitor (USD)")).toHaveValue("400");
    await expect(page.getByText(/≈/)).toHaveCount(0);
  });

  test("in Chinese: the meeting-room ROI reads kronor and offers the converter", async ({ page }) => {
    await page.goto("/zh-cn/ecosystem-roi-calculator/input?country=SE");
    await waitForHydration(page);
    await expect(page.getByLabel(zhCn["calculator.input.moneyCurrency"])).toHaveValue("local");
    await expect(page.getByLabel(`${zhCn["meetingRoi.input.salary"]}（以 SEK 计）`)).toBeVisible();
    await expect(page.getByText(zhCn["energy.converter.title"])).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
