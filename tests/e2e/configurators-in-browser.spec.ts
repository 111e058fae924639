// Issue 49: the configurators answer in the browser. Their pages hold what the recommendation
// reads, so changing an answer from the results — through the step that asks it and on to the
// results again — makes no request to the server; another workspace profile fetches only its
// catalogue list as JSON; the address then gives the server's same page on reload.
import type { Page, Request } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect, test } from "./fixtures";
import { changeToTwelveFeetBasic } from "./meeting-space-walk";

/** Every request the page makes to the app's server from now on (documents, data, scripts, JSON). */
function serverRequests(page: Page, baseURL: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    // Chromium asks for the tab's icon again whenever the address changes: the browser's, not the page's.
    if (request.url().startsWith(baseURL) && new URL(request.url()).pathname !== "/favicon.svg") seen.push(request);
  });
  return seen;
}

test("meeting space: a changed answer gives new results with no request to the server", async ({ page, baseURL }) => {
  await page.goto("/en-us/meeting-space-configurator/results?roomSize=medium&distanceFt=20&seats=8&shape=boardroom&platform=teams&viewing=reading");
  const rule = page.getByRole("region", { name: "How the display was chosen" });
  // Reading: image height ≥ distance ÷ 6 = 20 ft ÷ 6 = 40 in.
  await expect(rule).toContainText("20 ft ÷ 6 = 40 in tall");

  const requests = serverRequests(page, baseURL!);
  await changeToTwelveFeetBasic(page);
  // Basic: 12 ft ÷ 8 = 1.5 ft = 18 in.
  await expect(rule).toContainText("12 ft ÷ 8 = 18 in tall");
  await expect(page).toHaveURL(/\/meeting-space-configurator\/results\?.*distanceFt=12&.*viewing=basic/);
  expect(requests.map((request) => request.url())).toEqual([]);

  // A bad answer is answered in the browser too: back on its step with its message.
  await page.goto("/en-us/meeting-space-configurator?roomSize=medium&seats=8");
  requests.length = 0;
  await page.getByLabel("Farthest viewer’s distance from the screen, in feet (optional)").fill("2");
  await page.getByRole("button", { name: enUs["configurator.next"] }).click();
  await expect(page.getByLabel("Farthest viewer’s distance from the screen, in feet (optional)")).toHaveAccessibleDescription(/Enter a number from 4 to 60\./);
  expect(requests.map((request) => request.url())).toEqual([]);
});

test("meeting space: the server's page for the browser's address says the same", async ({ page }) => {
  await page.goto("/en-us/meeting-space-configurator/display?roomSize=large&seats=14&shape=u-shape&platform=zoom&existing=camera");
  await page.getByRole("radio", { name: /^Detailed:/ }).check();
  await page.getByLabel("Budget in US dollars (optional)").fill("5000");
  await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
  const main = page.getByRole("main");
  await expect(page.getByRole("region", { name: "Bill of materials" })).toBeVisible();
  const inBrowser = await main.innerText();
  await page.reload();
  await expect(page.getByRole("region", { name: "Bill of materials" })).toBeVisible();
  expect(await main.innerText()).toBe(inBrowser);
});

test("workspace: more screens need no request, another profile only its catalogue list as JSON", async ({ page, baseURL }) => {
  await page.goto("/en-us/workspace-configurator/results?persona=one-cable&hoursPerDay=8&deskWidthIn=55&screens=1&laptop=usb-c");
  const monitorRow = page.getByRole("region", { name: "Bill of materials" }).getByRole("row", { name: /^Monitor / });
  // Cells after the row header: model, quantity, list price, line total.
  await expect(monitorRow.getByRole("cell").nth(2)).toHaveText("1");
  const next = page.getByRole("button", { name: enUs["configurator.next"] });

  const requests = serverRequests(page, baseURL!);
  await page.getByRole("link", { name: "Change Screens" }).click();
  await page.getByRole("radio", { name: "Two side by side" }).check();
  await next.click();
  await expect(page.getByRole("heading", { name: enUs["workspace.step.devices"] })).toBeVisible();
  await next.click();
  await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
  await expect(page).toHaveURL(/\/workspace-configurator\/results\?.*screens=2/);
  await expect(monitorRow.getByRole("cell").nth(2)).toHaveText("2");
  expect(requests.map((request) => request.url())).toEqual([]);

  await page.getByRole("link", { name: "Change Which profile is closest to how you work?" }).click();
  await page.getByLabel("Which profile is closest to how you work?").selectOption({ label: "Finance and trading: Multi-screen desks" });
  await next.click();
  await next.click();
  await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
  await expect(page.getByRole("region", { name: "How the monitors were chosen" })).toContainText("Finance and trading: Multi-screen desks");
  expect(requests.map((request) => [request.resourceType(), new URL(request.url()).pathname])).toEqual([["fetch", "/en-us/api/workspace-monitors"]]);

  const inBrowser = await page.getByRole("main").innerText();
  await page.reload();
  expect(await page.getByRole("main").innerText()).toBe(inBrowser);
});
