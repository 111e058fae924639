// Issue 49: with JavaScript a calculator answers new inputs in the browser — no page, no `.data`
// request — the address follows, and a reload of that address shows the same answer.
import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** Requests that reach the server (the browser answers a cached favicon itself). */
function serverRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith("/favicon")) seen.push(request);
  });
  return seen;
}

const results = (page: Page) => page.locator('section[aria-labelledby="results"]');
/** A field of the calculator's form (the currency converter's form repeats the inputs as hidden fields). */
const field = (page: Page, name: string) => page.locator('form[aria-labelledby="calculator-inputs-title"]').locator(`[name="${name}"]:not([type="hidden"])`);

async function changeAndReload(page: Page, path: string, name: string, value: string, open?: () => Promise<void>) {
  await page.goto(path);
  await waitForHydration(page);
  await open?.();
  const before = (await results(page).textContent()) ?? "";
  const requests = serverRequests(page);
  await field(page, name).fill(value);
  await expect(page).toHaveURL(new RegExp(`[?&]${name.replace(".", "\\.")}=${value}(&|$)`));
  await expect(results(page)).not.toHaveText(before);
  const after = (await results(page).textContent()) ?? "";
  expect(requests.map((request) => request.url())).toEqual([]);
  // The address reproduces what is on screen.
  await page.reload();
  await waitForHydration(page);
  await expect(results(page)).toHaveText(after);
  await expect(field(page, name)).toHaveValue(value);
}

test.describe("instant answers", () => {
  test("productivity's staff count and an assumption recompute without a request", async ({ page }) => {
    await changeAndReload(page, "/en-us/productivity?monitor=u2724d&staff=100", "staff", "250");
    // An assumption (hours a year) too.
    await changeAndReload(page, "/en-us/productivity?monitor=u2724d&staff=100", "a.hoursPerYear", "1800", () => page.getByText(/20 assumptions, none changed/).click());
  });

  test("meeting-room ROI's employees recompute without a request", async ({ page }) => {
    await changeAndReload(page, "/en-us/ecosystem-roi-calculator/results?numberOfEmployees=10&country=US&rooms=small:c8621qt:2:5000", "numberOfEmployees", "40");
  });

  test("energy's quantity: the input page's Calculate is answered in the browser", async ({ page }) => {
    await page.goto("/en-us/energy-calculator/input?layout=single&c1m=u2723qe&c1q=10&country=US&env=office&hours=8&days=250");
    await waitForHydration(page);
    const requests = serverRequests(page);
    await field(page, "c1q").fill("25");
    await field(page, "c1q").press("Enter");
    await expect(page).toHaveURL(/\/energy-calculator\/results\?.*c1q=25/);
    await expect(results(page)).toContainText("25");
    const documents = requests.filter((request) => request.resourceType() === "document" || request.resourceType() === "fetch" || request.resourceType() === "xhr");
    expect(documents.map((request) => request.url())).toEqual([]);
    const shown = (await results(page).textContent()) ?? "";
    await page.reload();
    await waitForHydration(page);
    await expect(results(page)).toHaveText(shown);
  });

  test("energy's results page: a quantity recomputes without a request", async ({ page }) => {
    await changeAndReload(page, "/en-us/energy-calculator/results?layout=single&c1m=u2723qe&c1q=10&country=US&env=office&hours=8&days=250", "c1q", "25");
  });

  test("typing leaves the other fields as they were (a default's select keeps its option)", async ({ page }) => {
    // A blank page: the yes/no selects start on their empty "Default (No)" option.
    await page.goto("/en-us/why-refresh/input");
    await waitForHydration(page);
    const mounting = field(page, "mounting");
    await expect(mounting).toHaveValue("");
    await field(page, "legacySize").selectOption("22.0");
    await field(page, "monitor").selectOption("u2724de");
    // The computed page spells every default out (mounting "no"); the form being filled in is not redrawn under the visitor.
    await expect(page).toHaveURL(/[?&]monitor=u2724de(&|$)/);
    await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
    await expect(mounting).toHaveValue("");
    await expect(field(page, "legacyUsbC")).toHaveValue("");
    await page.getByRole("button", { name: "Calculate" }).click();
    await expect(page.getByRole("heading", { name: "Results" })).toBeFocused();
    const sent = new URL(page.url()).searchParams;
    expect([sent.get("mounting"), sent.get("legacyUsbC"), sent.get("gainSource")]).toEqual([null, null, null]);
  });

  test("another monitor fetches only its JSON context", async ({ page }) => {
    await page.goto("/en-us/productivity?monitor=u2724d&staff=100");
    await waitForHydration(page);
    const before = (await results(page).textContent()) ?? "";
    const requests = serverRequests(page);
    const other = await page.locator('select[name="monitor"] option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).find((value) => value !== "" && value !== "u2724d"));
    await page.locator('select[name="monitor"]').selectOption(other!);
    await expect(results(page)).not.toHaveText(before);
    const urls = requests.map((request) => new URL(request.url()).pathname);
    expect(urls).toEqual(["/en-us/api/calculators/productivity.context"]);
    expect(requests[0]!.resourceType()).toBe("fetch");
  });

  test("a refused value keeps the last valid results, dimmed and said so; Calculate then lists it", async ({ page }) => {
    await page.goto("/en-us/productivity?monitor=u2724d&staff=100");
    await waitForHydration(page);
    const staff = field(page, "staff");
    await staff.fill("99999999");
    await expect(page.getByText("Results for the last valid inputs")).toBeVisible();
    await expect(staff).toHaveAttribute("aria-invalid", "true");
    // The field keeps the focus while the visitor types.
    await expect(staff).toBeFocused();
    // The case for 100 employees stays on screen.
    await expect(results(page)).toContainText("100 employees");
    await staff.fill("120");
    await expect(page.getByText("Results for the last valid inputs")).toHaveCount(0);
    await staff.fill("0");
    await staff.press("Enter");
    await expect(page.getByRole("alert").filter({ hasText: "Employees to equip" })).toBeVisible();
    await expect(page.getByText("Results for the last valid inputs")).toHaveCount(0);
  });
});
