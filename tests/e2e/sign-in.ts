// Signing in through the local test OpenID provider (server/dev-oidc) for e2e tests:
//   import { signIn } from "./sign-in";   await signIn(page, "Emma Employee", "/en-us/collections");
import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/** The provider's seeded accounts: two employees and a partner (its sub names the partner connection). */
export type DevAccountName = "Emma Employee" | "Eli Employee" | "Pat Partner";

/**
 * Opens the sign-in page, continues to the provider, picks the account and waits until the
 * app shows the page `returnTo` names and has hydrated it. Needs a browser context without a
 * provider session (every test gets a fresh one); with one, the provider answers without asking.
 *
 * The hydration wait matters: the server-rendered "Sign out" button shows before React has
 * attached its handlers, and a click on a script-only control (the Useful Tools menu) in that
 * moment is lost. That was the partner test's flakiness under load.
 */
export async function signIn(page: Page, account: DevAccountName, returnTo = "/en-us"): Promise<void> {
  await page.goto(`/en-us/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole("button", { name: "Continue to sign in" }).click();
  await page.getByRole("button", { name: new RegExp(`^${account}`) }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await waitForHydration(page);
}
