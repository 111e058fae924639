// Issue 49, point 6: without JavaScript every calculator and configurator still answers — the form
// submits as a plain GET, the server renders the results for the typed value, and a value the
// schema refuses comes back with its message under the field and nothing calculated. The energy
// rows, the meeting-room rows and the results' position have their own no-script tests
// (energy-calculator, meeting-roi, results-in-view); this file covers the answer itself, for every
// tool. The TEI calculator exists only with FEATURE_TEI=true: business-calculators-tei.spec.ts
// starts that server and checks it without JavaScript too.
import type { Locator, Page } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

type FrameCase = {
  name: string;
  /** The page to start from, with what a result needs already chosen (a monitor, a room…). */
  url: string;
  /** The input's label, the parameter it lands in, and two values that give different results. */
  field: string;
  param: string;
  first: string;
  second: string;
  /** A result figure (the term it is listed under) that depends on the typed value. */
  term: string;
  /** The figure grows in proportion to the value (a count of people or monitors). */
  proportional?: boolean;
  /** Where Calculate lands, when not on the page itself. */
  results?: RegExp;
  /** The link from the results back to a form holding the field, when the results page has none. */
  back?: string;
  invalid: string;
  message: string;
};

const cases: FrameCase[] = [
  {
    name: "productivity",
    url: "/en-us/productivity?monitor=u2723qe",
    field: "Employees to equip",
    param: "staff",
    first: "50",
    second: "200",
    term: "Benefits over 3 years (present value)",
    proportional: true,
    invalid: "abc",
    message: "Enter a number.",
  },
  {
    name: "why-refresh",
    url: "/en-us/why-refresh/input?monitor=u2723qe",
    field: "Number of old monitors",
    param: "legacyCount",
    first: "40",
    second: "80",
    term: "Electricity saved a year",
    proportional: true,
    invalid: "abc",
    message: "Enter a number.",
  },
  {
    name: "quality",
    url: "/en-us/quality-framework/input",
    field: "Number of monitors",
    param: "monitors",
    first: "50",
    second: "200",
    term: "Savings over 3 years",
    proportional: true,
    invalid: "abc",
    message: "Enter a number.",
  },
  {
    name: "meeting-room ROI",
    // With a yearly revenue the transformation benefit, and so the return, depends on the staff the rooms serve.
    url: "/en-us/ecosystem-roi-calculator/input?rooms=small:c5518qt:3:4000&annualRevenue=10000000",
    field: "Number of employees",
    param: "numberOfEmployees",
    first: "50",
    second: "200",
    term: "Net present value over 3 years",
    results: /\/ecosystem-roi-calculator\/results\?/,
    invalid: "abc",
    message: "Enter a number.",
  },
  {
    name: "energy",
    url: "/en-us/energy-calculator/input?c1m=u2724de&c1q=1",
    field: "Quantity of monitor 1",
    param: "c1q",
    first: "10",
    second: "12",
    term: "Energy",
    proportional: true,
    results: /\/energy-calculator\/results\?/,
    back: "Change the inputs",
    invalid: "abc",
    message: "Enter a whole number of monitors from 1 to 1,000,000.",
  },
  {
    name: "ergonomics",
    url: "/en-us/monitor-ergonomics-guide?monitor=u2724de",
    field: "Body height (cm)",
    param: "heightCm",
    first: "160",
    second: "190",
    term: "Seat height",
    invalid: "abc",
    message: "Enter a number.",
  },
  {
    name: "multi-monitor",
    url: "/en-us/multi-monitor-setup?monitor=u2724de",
    field: "Viewing distance (cm)",
    param: "distanceCm",
    first: "60",
    second: "90",
    term: "Angle to the outer screens",
    invalid: "abc",
    message: "Enter a number.",
  },
];

const inputs = (page: Page) => page.getByRole("form", { name: enUs["calculator.inputs.title"] });

/** The figure listed under a term of the results (the first, where options repeat it). */
function figure(page: Page, term: string): Locator {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return page.locator("dt").filter({ hasText: new RegExp(`^${escaped}$`) }).first().locator("xpath=following-sibling::dd[1]");
}

/** The number a figure shows ("-1,330.5 kWh" is -1330.5, "$475.99" is 475.99). */
function amount(text: string): number {
  const match = /-?[\d,]+(\.\d+)?/.exec(text.replace(/\u2212/g, "-").replace(/\$/g, ""));
  if (!match) throw new Error(`No number in "${text}"`);
  return Number(match[0].replace(/,/g, ""));
}

async function calculate(page: Page, item: FrameCase, value: string): Promise<void> {
  await inputs(page).getByLabel(item.field, { exact: true }).fill(value);
  await inputs(page).getByRole("button", { name: enUs["calculator.inputs.calculate"] }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get(item.param) === value && (!item.results || item.results.test(url.href)));
}

for (const item of cases) {
  test(`${item.name}: Calculate answers for the typed value, and a refused value shows its message`, async ({ page }) => {
    await page.goto(item.url);
    await calculate(page, item, item.first);
    const first = (await figure(page, item.term).innerText()).trim();

    if (item.back) await page.getByRole("link", { name: item.back }).click();
    await calculate(page, item, item.second);
    const second = (await figure(page, item.term).innerText()).trim();
    expect(second).not.toBe(first);
    if (item.proportional) {
      // A count of people or monitors scales the figure: twice the count, twice the figure (to its rounding).
      const expected = (amount(first) * Number(item.second)) / Number(item.first);
      expect(Math.abs(amount(second) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 0.005);
    }

    if (item.back) await page.getByRole("link", { name: item.back }).click();
    await inputs(page).getByLabel(item.field, { exact: true }).fill(item.invalid);
    await inputs(page).getByRole("button", { name: enUs["calculator.inputs.calculate"] }).click();
    await expect(page.getByRole("heading", { name: enUs["calculator.error.summary"] })).toBeVisible();
    const field = inputs(page).getByLabel(item.field, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue(item.invalid);
    await expect(field).toHaveAccessibleDescription(new RegExp(item.message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.locator("dt").filter({ hasText: item.term })).toHaveCount(0);
  });
}

test.describe("configurators, step by step", () => {
  const next = (page: Page) => page.getByRole("button", { name: enUs["configurator.next"] });
  const show = (page: Page) => page.getByRole("button", { name: enUs["configurator.showResults"] });

  test("meeting space: the display is sized for the distance typed, and a distance out of range is refused", async ({ page }) => {
    const distance = page.getByLabel("Farthest viewer’s distance from the screen, in feet (optional)");
    const rule = page.getByRole("region", { name: "How the display was chosen" });

    await page.goto("/en-us/meeting-space-configurator");
    await distance.fill("2");
    await page.getByRole("spinbutton", { name: "Seats" }).fill("8");
    await next(page).click();
    // Still the first step: its message under the field, nothing recommended.
    await expect(page.getByText(enUs["configurator.errorTitle"])).toBeVisible();
    await expect(distance).toHaveAttribute("aria-invalid", "true");
    await expect(distance).toHaveAccessibleDescription(/Enter a number from 4 to 60\./);
    await expect(rule).toHaveCount(0);

    await distance.fill("20");
    await next(page).click();
    await page.getByRole("radio", { name: "Microsoft Teams Rooms" }).check();
    await next(page).click();
    await page.getByRole("radio", { name: /^Reading:/ }).check();
    await show(page).click();
    await expect(page).toHaveURL(/\/meeting-space-configurator\/results\?.*distanceFt=20(&|$)/);
    // Reading: image height ≥ distance ÷ 6 = 20 ft ÷ 6 = 40 in.
    await expect(rule).toContainText("20 ft ÷ 6 = 40 in tall");

    await page.getByRole("link", { name: "Change Farthest viewer’s distance from the screen, in feet" }).click();
    await distance.fill("12");
    await next(page).click();
    await next(page).click();
    await show(page).click();
    await expect(page).toHaveURL(/distanceFt=12(&|$)/);
    // 12 ft ÷ 6 = 24 in.
    await expect(rule).toContainText("12 ft ÷ 6 = 24 in tall");
    await expect(page.getByRole("region", { name: "Bill of materials" }).getByRole("row", { name: /^Display / })).toBeVisible();
  });

  test("workspace: the bill counts the screens chosen, and a desk too narrow is refused", async ({ page }) => {
    const desk = page.getByLabel("Desk width, in inches");
    const bill = page.getByRole("region", { name: "Bill of materials" });

    await page.goto("/en-us/workspace-configurator");
    await page.getByLabel("Which profile is closest to how you work?").selectOption({ label: "Software developers: One cable to the laptop" });
    await desk.fill("10");
    await next(page).click();
    await expect(page.getByText(enUs["configurator.errorTitle"])).toBeVisible();
    await expect(desk).toHaveAttribute("aria-invalid", "true");
    await expect(desk).toHaveAccessibleDescription(/24/);
    await expect(bill).toHaveCount(0);

    await desk.fill("55");
    await page.getByRole("radio", { name: "One" }).check();
    await next(page).click();
    await page.getByRole("radio", { name: "A laptop with USB-C (DisplayPort)" }).check();
    await next(page).click();
    await page.getByLabel("Budget in US dollars (optional)").fill("3000");
    await show(page).click();
    await expect(page).toHaveURL(/\/workspace-configurator\/results\?.*screens=1(&|$)/);
    const monitorRow = bill.getByRole("row", { name: /^Monitor / });
    // Cells after the row header: model, quantity, list price, line total.
    await expect(monitorRow.getByRole("cell").nth(2)).toHaveText("1");
    const each = amount(await monitorRow.getByRole("cell").nth(3).innerText());

    await page.getByRole("link", { name: "Change Screens" }).click();
    await page.getByRole("radio", { name: "Two side by side" }).check();
    await next(page).click();
    await next(page).click();
    await show(page).click();
    await expect(page).toHaveURL(/screens=2(&|$)/);
    // Two of the same monitor: the line total is twice its list price.
    await expect(monitorRow.getByRole("cell").nth(2)).toHaveText("2");
    expect(amount(await monitorRow.getByRole("cell").nth(4).innerText())).toBeCloseTo(each * 2, 2);
  });
});
