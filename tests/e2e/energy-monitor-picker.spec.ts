import type { Page } from "@playwright/test";
import { expect as baseExpect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";

// The row button redraws the input page from the server (energy-calculator.spec.ts waits as long).
const expect = baseExpect.configure({ timeout: 15_000 });

const option = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const monitor = (page: Page, row: number) => option(page, "Option 1").getByRole("combobox", { name: `Monitor ${row}`, exact: true });
// The filters' labels name their row for screen readers ("Search – monitor 1 of Option 1").
const seriesFilter = (page: Page, row: number) => option(page, "Option 1").getByRole("combobox", { name: new RegExp(`^Series\\s*– monitor ${row} of Option 1$`) });
const searchBox = (page: Page, row: number) => option(page, "Option 1").getByRole("searchbox", { name: new RegExp(`^Search\\s*– monitor ${row} of Option 1$`) });

test.describe("the energy calculator's monitor picker", () => {
  test("a search narrows the list, another maker's model is found on the ENERGY STAR list, and both compute", async ({ page }) => {
    await page.goto("/en-us/energy-calculator/input");
    await waitForHydration(page);

    // The search narrows row 1's list to the models whose name has every word typed.
    await searchBox(page, 1).fill("p2425");
    await expect(monitor(page, 1).locator("option", { hasText: "Dell P2425HE" })).toHaveCount(1);
    await expect(monitor(page, 1).locator("option", { hasText: "Dell P2725H" })).toHaveCount(0);
    await expect(page.locator("#field-c1-row-1-monitor-matches")).toHaveText(/^\d+ monitors? match(es)?$/);
    await monitor(page, 1).selectOption({ label: "Dell P2425H" });
    await expect(monitor(page, 1)).toHaveValue("p2425h");
    // Only the monitor is the form's: the search and the filter add nothing to the address.
    await searchBox(page, 1).fill("ultrasharp");
    await expect(monitor(page, 1)).toHaveValue("p2425h");
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/input$/);

    await option(page, "Option 1").getByRole("button", { name: /^Add a monitor/ }).click();
    await expect(monitor(page, 2)).toBeFocused();
    // The form was drawn anew for the new address; row 1's search is as the visitor left it.
    await expect(searchBox(page, 1)).toHaveValue("ultrasharp");
    await seriesFilter(page, 2).selectOption({ label: "Other makers (ENERGY STAR list)" });
    await expect(page.locator("#field-c1-row-2-monitor-matches")).toHaveText("Type at least two letters of another maker's model to search the ENERGY STAR list.");
    await searchBox(page, 2).fill("LG 27");
    const found = monitor(page, 2).locator('optgroup[label="Other models"] option');
    await expect(found.first()).toBeAttached();
    const title = (await found.first().textContent()) ?? "";
    expect(title).toMatch(/LG/i);
    await expectNoAxeViolations(page);
    await monitor(page, 2).selectOption({ label: title });
    // Chosen, it stays listed whatever is searched next.
    await searchBox(page, 2).fill("zz");
    await expect(monitor(page, 2).locator("option:checked")).toHaveText(title);

    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/results\?/);
    await expect(page.getByRole("heading", { level: 2, name: "Option 1" })).toBeVisible();
    // Computed, so no error summary.
    await expect(page.getByRole("alert").getByRole("link")).toHaveCount(0);
    // The options summary names the other maker's model by its title, not its slug.
    await expect(option(page, "Option 1").getByText(title, { exact: true })).toBeVisible();
    await expect(option(page, "Option 1").getByText("Dell P2425H", { exact: true })).toBeVisible();
    const combined = page.getByRole("table", { name: /Energy, cost, CO2 and heat of each option, a year/ });
    await expect(combined.getByRole("row", { name: /^Option 1 20 / })).toBeVisible();
    await expectNoAxeViolations(page);

    // Back on the input page, the other maker's model is chosen and named by its title.
    await option(page, "Option 1").getByRole("link", { name: "Change these options" }).click();
    await expect(page).toHaveURL(/\/en-us\/energy-calculator\/input\?/);
    await expect(monitor(page, 2).locator("option:checked")).toHaveText(title);
  });

  test("a row's filter and search follow it when the row above is removed or it moves to the start", async ({ page }) => {
    await page.goto("/en-us/energy-calculator/input");
    await waitForHydration(page);
    await option(page, "Option 1").getByRole("button", { name: /^Add a monitor/ }).click();
    await expect(monitor(page, 2)).toBeFocused();
    await seriesFilter(page, 2).selectOption({ label: "P Series" });
    await searchBox(page, 2).fill("2725");
    await monitor(page, 2).selectOption({ label: "Dell P2725H" });

    // Moved to the start, row 2 is row 1: its monitor, filter and search with it, the other row's without.
    await option(page, "Option 1").getByRole("button", { name: /^Move to the start\s*– monitor 2 of Option 1$/ }).click();
    await expect(monitor(page, 1)).toHaveValue("p2725h");
    await expect(searchBox(page, 1)).toHaveValue("2725");
    await expect(seriesFilter(page, 1).locator("option:checked")).toHaveText("P Series");
    await expect(searchBox(page, 2)).toHaveValue("");

    // The row above it removed, it is row 1 again, narrowed as the visitor left it.
    await searchBox(page, 2).fill("ultrasharp");
    await option(page, "Option 1").getByRole("button", { name: /^Remove\s*– monitor 1 of Option 1$/ }).click();
    await expect(monitor(page, 2)).toHaveCount(0);
    await expect(searchBox(page, 1)).toHaveValue("ultrasharp");
    await expect(seriesFilter(page, 1).locator("option:checked")).toHaveText("All series");
  });
});
