// The business-case calculators of issue 12 (productivity, quality, why-refresh; TEI in
// business-calculators-tei.spec.ts): each page in both languages — fill, results, override an
// assumption and reset it, share link, CSV, save to a collection and restore by url_title.
import { enUs } from "~/i18n/phrases/en-us";
import { zhCn } from "~/i18n/phrases/zh-cn";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

test.describe("productivity calculator", () => {
  test("fills in, shows the three pullouts, overrides an assumption and resets it", async ({ page }) => {
    await page.goto("/en-us/productivity");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enUs["productivity.name"]);
    // A first visit shows the form with the defaults in use, and no messages.
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await expect(page.getByText(enUs["calculator.error.summary"])).toHaveCount(0);

    // U2723QE has a catalogue price (475.99 USD): the price may stay empty.
    await page.getByLabel("Monitor", { exact: true }).selectOption("u2723qe");
    await page.getByLabel("Employees to equip").fill("200");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/staff=200/);
    // 2080 × 0.18 × 0.5 × 0.8 + 6.3 × 0.95 = 149.76 + 5.985 = 155.745 hours
    await expect(page.getByText("155.7 hours")).toBeVisible();
    await expect(page.getByText("Return on investment")).toBeVisible();
    await expect(page.getByRole("table", { name: /Benefits and costs, year by year/ })).toBeVisible();

    // The assumptions sit behind their summary (issue 28): open it.
    await page.locator("#calculator-assumptions-title ~ details > summary").click();
    // A share is typed in per cent (5 for 0.05); the address keeps the share.
    const growth = page.getByLabel("Your value for Yearly wage growth");
    await growth.fill("5");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page).toHaveURL(/a\.wageGrowth=0\.05/);
    // The assumptions sit behind their summary (issue 28): open it.
    await page.locator("#calculator-assumptions-title ~ details > summary").click();
    const row = page.getByRole("row", { name: /Yearly wage growth/ });
    await expect(row.getByText("Overridden")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Reset Yearly wage growth to its default" }).click();
    await expect(page).not.toHaveURL(/wageGrowth/);
    await expect(page.getByRole("row", { name: /Yearly wage growth/ }).getByText("Overridden")).toHaveCount(0);
  });

  test("the share link restores the results and the CSV says the same as the page", async ({ page, request }) => {
    await page.goto("/en-us/productivity?monitor=u2724de&price=500&staff=100&deploymentPlan=2&a.discountRate=0.08");
    await waitForHydration(page);
    const share = await page.getByLabel("Link to these results").inputValue();
    expect(new URL(share).search).toBe("?monitor=u2724de&price=500&staff=100&deploymentPlan=2&a.discountRate=0.08");
    const npv = await page.getByText(/^Net present value: /).textContent();

    await page.goto(share);
    await expect(page.getByText(npv!)).toBeVisible();

    const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
    const csv = await (await request.get(csvHref!)).text();
    expect(csv).toContain("input,deploymentPlan,2\r\n");
    expect(csv).toMatch(/assumption,discountRate,0\.08,1\/year,Discount rate,.*,yes\r\n/);
    expect(csv).toContain("years:,year,equipped,deployed,productivity");
    // Plan 2: half the staff are equipped in year 1, all of them from year 2.
    expect(csv).toMatch(/\r\n,1,50,50,/);
    expect(csv).toMatch(/\r\n,2,100,50,/);
  });

  test("says in Chinese what is wrong with the inputs, without JavaScript's help", async ({ page }) => {
    await page.goto("/zh-cn/productivity?staff=0&price=0&discount=abc");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["productivity.name"]);
    const summary = page.getByRole("alert").first();
    await expect(summary).toContainText(zhCn["calculator.error.summary"]);
    await expect(page.getByText("请输入 1 到 1,000,000 之间的数字。").first()).toBeVisible();
    await expect(page.getByText(zhCn["calculator.error.number"]).first()).toBeVisible();
    await expect(page.getByText(zhCn["productivity.error.priceZero"].replace("{max}", "100,000")).first()).toBeVisible();
    // Nothing was calculated.
    await expect(page.getByRole("heading", { name: zhCn["calculator.results.title"] })).toHaveCount(0);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });

  test("answers in Chinese with the results", async ({ page }) => {
    await page.goto("/zh-cn/productivity?monitor=u2723qe&country=CN");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: zhCn["calculator.results.title"] })).toBeVisible();
    await expect(page.getByText(zhCn["productivity.result.hoursPerEmployeeYear"])).toBeVisible();
    // China's amounts are in yuan.
    await expect(page.getByRole("table", { name: new RegExp(zhCn["productivity.table.caption"].slice(0, 6)) })).toContainText("¥");
    await expectNoAxeViolations(page);
  });
});

test.describe("quality benefits calculator", () => {
  test("saves to a collection and opens again by url_title; an unknown entry is not found", async ({ page }) => {
    await signIn(page, "Emma Employee", "/en-us/quality-framework/input?monitors=500&series=p&a.riskAdjustment=0.1");
    await expect(page.getByText("Failure rates used: P Series (record 44).")).toBeVisible();
    const savings = await page.getByRole("row", { name: /Savings \(risk-adjusted\)/ }).textContent();

    await page.getByRole("button", { name: "Save entry" }).click();
    await expect(page).toHaveURL(/[?&]entry=quality-[a-z0-9]{10}$/);
    const entry = new URL(page.url()).searchParams.get("entry")!;

    // The entry's name alone restores every input and override.
    await page.goto(`/en-us/quality-framework/input?entry=${entry}`);
    await expect(page.getByLabel("Number of monitors")).toHaveValue("500");
    await expect(page.getByLabel("Your value for Risk adjustment of the savings")).toHaveValue("10");
    await expect(page.getByRole("row", { name: /Savings \(risk-adjusted\)/ })).toHaveText(savings!);

    await page.goto("/en-us/quality-framework/input?entry=quality-zzzzzzzzzz");
    await expect(page.getByText("Saved Entry Not Found")).toBeVisible();
  });

  test("in Chinese: a series without data claims no savings", async ({ page }) => {
    await page.goto("/zh-cn/quality-framework/input?series=alienware");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["quality.name"]);
    await expect(page.getByText(zhCn["quality.noData"])).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("is hidden from partners, page and API", async ({ page }) => {
    await signIn(page, "Pat Partner");
    expect((await page.request.get("/en-us/api/calculators/quality")).status()).toBe(404);
    expect((await page.request.get("/en-us/quality-framework/input")).status()).toBe(404);
    expect((await page.request.get("/en-us/api/calculators/productivity?monitor=u2723qe")).status()).toBe(200);
  });
});

test.describe("why-refresh calculator", () => {
  test("compares an old fleet with a catalogue monitor, tab by tab", async ({ page }) => {
    await page.goto("/en-us/why-refresh/input");
    await waitForHydration(page);
    await page.getByLabel("Size of the old monitors").selectOption("22.0");
    await page.getByLabel("New monitor").selectOption("u2724de");
    await page.getByRole("button", { name: "Calculate" }).click();
    // 2560 × 1440 against 1680 × 1050 pixels: 3,686,400 / 1,764,000 − 1 = +109 %
    await expect(page.getByText("+109%")).toBeVisible();

    await page.getByRole("tab", { name: "Energy" }).click();
    await expect(page.getByText("Electricity saved a year")).toBeVisible();
    await page.getByRole("tab", { name: "Productivity" }).click();
    // U2724DE has no catalogue price: the productivity case asks for one.
    await expect(page.getByText("Dell UltraSharp U2724DE has no price in the catalog.", { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel(/^Price per monitor/).fill("500");
    await page.getByRole("button", { name: "Calculate" }).click();
    await page.getByRole("tab", { name: "Productivity" }).click();
    // The U2724DE's sources give no port list (db/seed-data/energystar), so connectivity is not
    // counted (issue 47): hours saved are the productivity share alone, 2080 × 0.18 × 0.5 × 0.8 = 149.76.
    await expect(page.getByText("149.8 hours")).toBeVisible();
    await expect(page.getByText(/^Connectivity is not counted: the sources give no port list for Dell UltraSharp U2724DE/)).toBeVisible();
  });

  test("in Chinese, every section is there", async ({ page }) => {
    await page.goto("/zh-cn/why-refresh/input?monitor=u2723qe&legacySize=19.0&country=DE");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(zhCn["whyRefresh.name"]);
    for (const tab of ["whyRefresh.tab.workspace", "whyRefresh.tab.energy", "whyRefresh.tab.productivity"] as const) {
      await expect(page.getByRole("tab", { name: zhCn[tab] })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
