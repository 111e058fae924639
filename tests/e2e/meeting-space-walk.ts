// A walk both the in-browser and the offline specs take on the meeting-space configurator's results.
import type { Page } from "@playwright/test";
import { enUs } from "~/i18n/phrases/en-us";
import { expect } from "./fixtures";

/** From the results: the farthest viewer at 12 ft and Basic viewing, through the steps that ask them, back to the results. */
export async function changeToTwelveFeetBasic(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Change Farthest viewer’s distance from the screen, in feet" }).click();
  const distance = page.getByLabel("Farthest viewer’s distance from the screen, in feet (optional)");
  await expect(distance).toHaveValue("20");
  await distance.fill("12");
  await page.getByRole("button", { name: enUs["configurator.next"] }).click();
  await expect(page.getByRole("heading", { name: enUs["meetingSpace.step.platform"] })).toBeVisible();
  await page.getByRole("button", { name: enUs["configurator.next"] }).click();
  await page.getByRole("radio", { name: /^Basic:/ }).check();
  await page.getByRole("button", { name: enUs["configurator.showResults"] }).click();
}
