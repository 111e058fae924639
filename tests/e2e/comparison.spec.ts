import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Three Work-site models with ENERGY STAR power figures (db/seed-data/energystar/dell-monitors-merged.csv):
// power on 18.23 W, 10.6 W and 13.38 W.
const share = "#U2724DE-P2425H-E2425H";
const titles = ["Dell UltraSharp U2724DE", "Dell P2425H", "Dell E2425H"];

/** The page shows its loading state until the browser has restored the selection. */
async function openComparison(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText("Loading the comparison…")).toHaveCount(0);
}

async function addThroughSearch(page: Page, text: string, title: string) {
  await page.getByRole("combobox", { name: "Add another monitor" }).fill(text);
  await page.getByRole("option", { name: title, exact: true }).click();
  await expect(specTable(page).getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
}

// The page has a second table (the colour gamuts): the specifications are the one with this caption.
const specTable = (page: Page) => page.getByRole("table", { name: /^(Specifications of the compared monitors|所比较显示器的规格)$/ });
const specRows = (page: Page) => specTable(page).locator("tbody th[scope=row]");
const storedModels = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem("monitorSelection") ?? "[]") as Array<{ model: string }>).map((entry) => entry.model));

test.describe("comparison", () => {
  test("selects three through the search box; a fourth cannot be added", async ({ page }) => {
    await openComparison(page, "/en-us/comparison");
    await expect(page).toHaveTitle("Compare monitors | Monitor Chooser");
    await expect(page.getByRole("heading", { name: "No monitors selected yet" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse the monitor catalog" })).toBeVisible();
    await expectNoAxeViolations(page);

    await addThroughSearch(page, "u2724de", titles[0]!);
    await expect(page.locator("body")).toHaveClass(/compare-highlight/);
    await expect(page).toHaveURL(/\/en-us\/comparison#U2724DE$/);

    // Keyboard only: type, arrow down to the suggestion, Enter.
    const search = page.getByRole("combobox", { name: "Add another monitor" });
    await search.fill("P2425H");
    // Models that start with the text come first, shortest first: P2425H before P2425HE.
    await expect(page.getByRole("option", { name: titles[1], exact: true })).toBeVisible();
    await search.press("ArrowDown");
    await expect(page.getByRole("option", { name: titles[1], exact: true })).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(specTable(page).getByRole("columnheader", { name: /Dell P2425H/ })).toBeVisible();

    await addThroughSearch(page, "E2425H", titles[2]!);
    await expect(page).toHaveURL(new RegExp(`${share}$`));
    await expect(search).toBeDisabled();
    await expect(page.getByText("You can compare up to 3 monitors")).toBeVisible();
    await expect(page.getByRole("link", { name: "Compare Monitors, monitors selected for comparison: 3" })).toBeVisible();
    expect(await storedModels(page)).toEqual(["U2724DE", "P2425H", "E2425H"]);
    await expectNoAxeViolations(page);

    // The highlight lasts five seconds after the last addition.
    await expect(page.locator("body")).not.toHaveClass(/compare-highlight/, { timeout: 8_000 });

    // The selection survives a reload; removing one opens the search again.
    await page.reload();
    await expect(specTable(page).getByRole("columnheader", { name: /Dell E2425H/ })).toBeVisible();
    await page.getByRole("button", { name: "Remove Dell P2425H from the comparison" }).click();
    await expect(specTable(page).getByRole("columnheader", { name: /Dell P2425H/ })).toHaveCount(0);
    await expect(search).toBeEnabled();
    await expect(search).toBeFocused();
    await expect(page).toHaveURL(/#U2724DE-E2425H$/);
  });

  test("another open tab follows the selection", async ({ page, context }) => {
    const other = await context.newPage();
    await other.goto("/en-us/products");
    await openComparison(page, "/en-us/comparison");
    await addThroughSearch(page, "U2724DE", titles[0]!);
    await expect(other.getByRole("link", { name: "Compare Monitors, monitors selected for comparison: 1" })).toBeVisible();
  });

  test("a share link restores the comparison and replaces the stored selection", async ({ page }) => {
    await openComparison(page, "/en-us/comparison");
    await addThroughSearch(page, "U2723QE", "Dell UltraSharp U2723QE");
    await openComparison(page, `/en-us/comparison${share}`);
    const headers = specTable(page).locator("thead th[scope=col]");
    await expect(headers).toHaveCount(4);
    for (const [index, title] of titles.entries()) await expect(headers.nth(index + 1)).toContainText(title);
    expect(await storedModels(page)).toEqual(["U2724DE", "P2425H", "E2425H"]);
    await expect(page.getByRole("link", { name: "Compare Monitors, monitors selected for comparison: 3" })).toBeVisible();

    // The lowest on-mode power is marked, for the eye and for screen readers alike.
    const powerOn = page.locator("tr", { has: page.locator("th", { hasText: /^Power, on$/ }) });
    // Each value is followed by its "Source" toggle (issue 46: every fact names its source).
    await expect(powerOn.locator("td")).toHaveText([/^18\.23 W(Source.*)?$/, /^10\.6 W Best(Source.*)?$/, /^13\.38 W(Source.*)?$/]);
    await expect(page.getByRole("img", { name: "Screen outlines of the compared monitors, drawn to one scale" })).toBeVisible();
  });

  test("unknown models in the link are left out with a notice", async ({ page }) => {
    await openComparison(page, "/en-us/comparison#U2724DE-NOPE999");
    await expect(page.getByText("These models from the link are not in the catalog and were left out: NOPE999")).toBeVisible();
    await expect(specTable(page).locator("thead th[scope=col]")).toHaveCount(2);
    await expect(page).toHaveURL(/#U2724DE$/);
    await expectNoAxeViolations(page);
  });

  // Issue 11 #16: the fourth real model was called "not in the catalogue".
  test("a link with four real models compares three and names the one left out, in both languages", async ({ page }) => {
    await openComparison(page, `/en-us/comparison${share}-P2725H`);
    await expect(page.getByText("Only three monitors can be compared at a time, so P2725H from the link was left out.")).toBeVisible();
    await expect(page.getByText(/not in the catalog/)).toHaveCount(0);
    await expect(specTable(page).locator("thead th[scope=col]")).toHaveCount(4);
    await expect(page).toHaveURL(new RegExp(`${share}$`));
    await expectNoAxeViolations(page);

    await openComparison(page, `/zh-cn/comparison${share}-P2725H-U2424H`);
    await expect(page.getByText("一次最多只能比较三台显示器，因此链接中的 2 个型号（P2725H和U2424H）未加入比较。")).toBeVisible();
  });

  test("a broken share link shows the page and says which parts it ignored", async ({ page }) => {
    await openComparison(page, "/en-us/comparison#U2724DE-%E0%A4%A");
    await expect(page.getByText("These parts of the link are not model names and were ignored: %E0%A4%A")).toBeVisible();
    await expect(specTable(page).locator("thead th[scope=col]")).toHaveCount(2);
  });

  test("follows a hash typed on the page, but not the skip link's #main", async ({ page }) => {
    await openComparison(page, "/en-us/comparison#U2724DE");
    await page.evaluate(() => {
      window.location.hash = "#P2425H-E2425H";
    });
    await expect(specTable(page).getByRole("columnheader", { name: /Dell E2425H/ })).toBeVisible();
    await expect(specTable(page).locator("thead th[scope=col]")).toHaveCount(3);
    await page.keyboard.press("Tab");
    await page.getByRole("link", { name: "Skip to main content" }).press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(specTable(page).locator("thead th[scope=col]")).toHaveCount(3);
    expect(await storedModels(page)).toEqual(["P2425H", "E2425H"]);
  });

  test("show only differences hides the rows that are the same", async ({ page }) => {
    await openComparison(page, `/en-us/comparison${share}`);
    const all = await specRows(page).count();
    await expect(specRows(page).filter({ hasText: /^Brand$/ })).toHaveCount(1);
    await page.getByRole("checkbox", { name: "Show only differences" }).check();
    await expect(specRows(page).filter({ hasText: /^Brand$/ })).toHaveCount(0);
    await expect(specRows(page).filter({ hasText: /^Power, on$/ })).toHaveCount(1);
    expect(await specRows(page).count()).toBeLessThan(all);
    await page.getByRole("checkbox", { name: "Show only differences" }).uncheck();
    await expect(specRows(page)).toHaveCount(all);
  });

  test("exports the comparison as CSV", async ({ page }) => {
    await openComparison(page, `/en-us/comparison${share}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("comparison-U2724DE-P2425H-E2425H.csv");
    const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(`Specification,${titles.join(",")}`);
    expect(lines).toContain('"Power, on",18.23 W,10.6 W,13.38 W');
    // Refresh rates declared by the EDIDs (issue 15); E2425H has no EDID report and no retail figure.
    expect(lines).toContain("Refresh rate,120 Hz,100 Hz,Not specified");
  });

  test("prints without header, buttons and navigation", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await openComparison(page, `/en-us/comparison${share}`);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header")).toBeHidden();
    await expect(page.getByRole("button", { name: "Export CSV" })).toBeHidden();
    await expect(page.getByRole("combobox", { name: "Add another monitor" })).toBeHidden();
    await expect(page.locator("thead button").first()).toBeHidden();
    // Paper shows every column, however narrow the page.
    for (const title of titles) await expect(specTable(page).getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
  });

  // Issue 50: a phone showed one monitor at a time.
  test("shows every monitor on a phone: the table scrolls sideways under sticky labels, the differences marked", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openComparison(page, `/en-us/comparison${share}`);
    for (const title of titles) await expect(specTable(page).getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
    const region = page.getByRole("region", { name: "Specifications of the compared monitors" }).and(page.locator("[tabindex='0']"));
    const label = specRows(page).first();
    const before = (await label.boundingBox())!;
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
    // The label column stays where it was (within its collapsed border's width: a cell scrolled
    // 300 px would be off screen); the last monitor has come into view.
    expect(Math.abs((await label.boundingBox())!.x - before.x)).toBeLessThanOrEqual(4);
    const last = (await specTable(page).getByRole("columnheader", { name: new RegExp(titles[2]!) }).boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(375);
    // Rows whose values differ are marked, in words for a screen reader.
    await expect(specTable(page).locator("tr[data-differs]").first()).toBeVisible();
    await expect(specRows(page).filter({ hasText: /^Power, on$/ })).toHaveAccessibleDescription("The values differ.");
    await expect(specRows(page).filter({ hasText: /^Brand$/ })).not.toHaveAttribute("aria-describedby");
    await expectNoAxeViolations(page);
  });

  test("speaks Chinese under /zh-cn, and the language switch keeps the comparison", async ({ page }) => {
    await openComparison(page, `/en-us/comparison${share}`);
    await page.getByRole("button", { name: /Language/ }).click();
    await page.getByRole("link", { name: "简体中文" }).click();
    await expect(page).toHaveURL(new RegExp(`/zh-cn/comparison${share}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("比较显示器");
    await expect(page.getByRole("checkbox", { name: "仅显示差异" })).toBeVisible();
    await expect(page.getByRole("button", { name: "导出 CSV" })).toBeVisible();
    await expect(specTable(page).getByRole("columnheader", { name: /Dell P2425H/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("works on the Home site", async ({ page }) => {
    await openComparison(page, "/for-home/en-us/comparison#S2725DS");
    await expect(specTable(page).getByRole("columnheader", { name: /Dell S2725DS/ })).toBeVisible();
    await page.getByRole("combobox", { name: "Add another monitor" }).fill("U2724DE");
    await expect(page.getByText("No monitor matches “U2724DE”")).toBeVisible();
  });

  test("the path form of a share link becomes the hash form", async ({ page }) => {
    await openComparison(page, "/en-us/comparison/U2724DE-P2425H");
    await expect(page).toHaveURL(/\/en-us\/comparison#U2724DE-P2425H$/);
    await expect(specTable(page).getByRole("columnheader", { name: /Dell P2425H/ })).toBeVisible();
  });
});

test.describe("truthful facts (issue 29)", () => {
  test("U2724DE beside U2723QE: an unknown is 'Not specified', never a no, and each fact opens its source", async ({ page }) => {
    await openComparison(page, "/en-us/comparison#U2724DE-U2723QE");
    const table = specTable(page);
    const row = (label: string) => table.getByRole("row", { name: new RegExp(`^${label}`) });
    // No port list covers the U2724DE: its ports are unknown, not "DisplayPort only" (its EDID reports were read through DisplayPort).
    await expect(row("Ports").getByRole("cell").first()).toHaveText(/^Not specified/);
    await expect(row("Seen connected through").getByRole("cell").first()).toContainText("DisplayPort in 3 public reports");
    // The U2723QE's ports come from ENERGY STAR's list.
    await expect(row("Ports").getByRole("cell").nth(1)).toContainText("USB-C");
    // Nothing in the table answers a fact with a bare "No" or "None".
    for (const cell of await table.getByRole("cell").allTextContents()) expect(cell.trim()).not.toMatch(/^(No|None)\b/);
    // A fact's source opens in place: the EDID report it was read from, at its public address.
    const refresh = row("Refresh rate").getByRole("cell").first();
    await refresh.getByText("Source").click();
    await expect(refresh.getByRole("link", { name: /EDID report Digital\/Dell\/DEL42DF\// })).toHaveAttribute("href", /^https:\/\/github\.com\/linuxhw\/EDID\/blob\/HEAD\/Digital\/Dell\/DEL42DF\//);
    await expectNoAxeViolations(page);
  });
});

test.describe("monitors API", () => {
  test("answers models, suggestions, and bad input with 400", async ({ request }) => {
    const lookup = await (await request.get("/en-us/api/monitors?models=U2724DE-NOPE999")).json();
    expect(lookup.monitors.map((monitor: { model: string }) => monitor.model)).toEqual(["U2724DE"]);
    expect(lookup.unknown).toEqual(["NOPE999"]);
    const search = await (await request.get("/en-us/api/monitors?search=u2724&site=work")).json();
    expect(search.suggestions[0].model).toMatch(/^U2724/);
    for (const query of ["models=<script>", "models=A1-B2-C3-D4", "ids=x", `search=${"x".repeat(10_000)}`, ""]) {
      const response = await request.get(`/en-us/api/monitors?${query}`);
      expect(response.status(), query).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    }
  });
});
