import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("catalogue search", () => {
  test("filter, search, sort and page, all kept in the URL with Back working", async ({ page }) => {
    await page.goto("/en-us/products");
    const cards = page.locator("main article");
    const count = page.getByRole("status").filter({ hasText: /monitors$/ });
    const initial = await count.textContent();

    await page.getByRole("checkbox", { name: /^UltraSharp \d/ }).check();
    await expect(page).toHaveURL(/[?&]series=ultrasharp/);
    await expect(count).not.toHaveText(initial!);
    await expect(cards.first()).toContainText("UltraSharp");

    await page.getByLabel("Search monitors").fill("4k");
    await expect(page).toHaveURL(/search=4k/);
    await expect(page.getByText("“4k” read as 4K UHD (3840 × 2160)")).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText("3840 × 2160");

    await page.getByLabel("Sort by").selectOption("size_desc");
    await expect(page).toHaveURL(/sortby=size_desc/);
    // The address changes when the navigation starts to commit, the cards when React has rendered
    // the new list: read the sizes until the list on screen is the sorted one.
    const shownInches = async () => (await cards.locator("p", { hasText: / in · / }).allTextContents()).map((text) => Number.parseFloat(text));
    await expect
      .poll(async () => {
        const inches = await shownInches();
        return inches.length > 1 && inches.every((size, index) => index === 0 || inches[index - 1]! >= size);
      })
      .toBe(true);

    // The chosen filter shows as a chip; Back returns to the previous choice.
    await expect(page.getByRole("link", { name: "Remove filter: UltraSharp" })).toBeVisible();
    await page.goBack();
    await expect(page).not.toHaveURL(/sortby=size_desc/);
    await expect(page.getByLabel("Sort by")).toHaveValue("date_desc");
    await expectNoAxeViolations(page);
  });

  test("a facet with no match is shown disabled with its zero", async ({ page }) => {
    await page.goto("/en-us/products?series=premiercolor");
    const eSeries = page.getByRole("checkbox", { name: /^E Series/ });
    await expect(eSeries).toBeEnabled();
    await page.goto("/en-us/products?search=u2724de");
    await expect(page.locator("main article")).toHaveCount(1);
    const disabled = page.getByRole("checkbox", { name: /^E Series/ });
    await expect(disabled).toBeDisabled();
  });

  test("a shared link restores the list, and clear all empties the filters", async ({ page }) => {
    await page.goto("/en-us/products?series=p&series=e&sortby=price_asc");
    await expect(page.getByRole("checkbox", { name: /^P Series/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^E Series/ })).toBeChecked();
    await page.getByRole("link", { name: "Clear all" }).first().click();
    await expect(page).toHaveURL(/\/en-us\/products\?sortby=price_asc$/);
  });

  test("bad input is a normal page, never an error, and nothing is echoed unescaped", async ({ page }) => {
    const nasty = encodeURIComponent(`<script>alert(1)</script>' OR 1=1 --`);
    const response = await page.goto(`/en-us/products?search=${nasty}&currentPage=-5&sortby=drop`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("No monitors match this choice.")).toBeVisible();
    expect(await page.content()).not.toContain("<script>alert(1)</script>");
    const huge = await page.goto(`/en-us/products?search=${"x".repeat(10_000)}&currentPage=999999`);
    expect(huge?.status()).toBe(200);
  });

  test("models left out only for an unstated fact are named under the list, and a link lists them", async ({ page }) => {
    await page.goto(`/en-us/products?search=${encodeURIComponent("27 4k usb-c")}`);
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(4);
    await expect(cards.filter({ hasText: "U2725QE" })).toHaveCount(0);
    const note = page.getByTestId("also-matching");
    await expect(note).toContainText(/\d+ more models match everything else, but the data does not specify their ports\./);
    await note.getByRole("link", { name: "List them too" }).click();
    await expect(page).toHaveURL(/unspecified=match/);
    await expect(cards.filter({ hasText: "U2725QE" })).toHaveCount(1);
    await expect(cards.filter({ hasText: "P2725QE" })).toHaveCount(1);
    await expect(page.getByTestId("also-matching")).toHaveCount(0);
    // The mode is a chip like a filter, kept by other choices, and removed like one.
    await page.getByRole("checkbox", { name: /^UltraSharp \d/ }).check();
    await expect(page).toHaveURL(/series=ultrasharp.*unspecified=match/);
    await expect(cards.filter({ hasText: "U2725QE" })).toHaveCount(1);
    await page.getByRole("link", { name: "Remove filter: Not specified counts as a match" }).click();
    await expect(page).not.toHaveURL(/unspecified=match/);
    await expect(cards.filter({ hasText: "U2725QE" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an unstated fact is its own Not specified option, never a no", async ({ page }) => {
    await page.goto("/zh-cn/products");
    const ports = page.getByRole("group", { name: "接口" });
    await page.locator("summary", { hasText: /^接口/ }).click();
    await ports.getByRole("checkbox", { name: /^未注明/ }).check();
    await expect(page).toHaveURL(/ports=not-specified/);
    await expect(page.getByRole("link", { name: /接口：未注明/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("a filter value that names no option", () => {
    // The browser logs the 400 of the page load as a console error: expected here.
    test.use({ allowConsoleErrors: true });

    test("is a 400 naming the field, with the list shown without it", async ({ page }) => {
      const nasty = encodeURIComponent(`<script>alert(1)</script>`);
      const unknown = await page.goto(`/en-us/products?series=nope&series=p&search=${nasty}`);
      expect(unknown?.status()).toBe(400);
      const message = page.getByRole("alert").filter({ hasText: "Series (series): there is no option “nope”." });
      await expect(message).toBeVisible();
      expect(await page.content()).not.toContain("<script>alert(1)</script>");
      await page.goto("/zh-cn/products?ports=floppy");
      await expect(page.getByRole("alert").filter({ hasText: "接口（ports）：没有“floppy”这一选项。" })).toBeVisible();
      await expect(page.locator("main article").first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test("works without JavaScript as a server-rendered GET form", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/zh-cn/products");
    await page.getByRole("checkbox", { name: /^P 系列/ }).check();
    await page.getByRole("button", { name: "搜索", exact: true }).click();
    await expect(page).toHaveURL(/series=p/);
    await expect(page.locator("main article").first()).toContainText("P 系列");
    await context.close();
  });
});
