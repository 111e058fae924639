import { expect, test, waitForHydration } from "./fixtures";
import { e2ePorts } from "./ports";

// Two server processes (playwright.config.ts starts them when npm test provides a PostgreSQL
// database) share sessions and collections through the database alone.
const first = `http://127.0.0.1:${e2ePorts.postgresFirst}`;
const second = `http://127.0.0.1:${e2ePorts.postgresSecond}`;

test.skip(!process.env.E2E_POSTGRES_URL, "needs the PostgreSQL database that npm test creates");

test("a sign-in on one process is a session on the other, and their writes meet in PostgreSQL", async ({ page }) => {
  // Sign in through the first process (its local provider) ...
  await page.goto(`${first}/en-us/auth/sign-in?returnTo=${encodeURIComponent("/en-us/collections")}`);
  await page.getByRole("button", { name: "Continue to sign in" }).click();
  await page.getByRole("button", { name: /^Emma Employee/ }).click();
  await expect(page).toHaveURL(`${first}/en-us/collections`);

  // ... and the second process knows the visitor from the shared sessions table.
  await page.goto(`${second}/en-us/collections`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await waitForHydration(page);
  const name = `Shared ${Math.random().toString(36).slice(2, 8)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();

  // The first process lists what the second one wrote.
  await page.goto(`${first}/en-us/collections`);
  await expect(page.getByRole("link", { name })).toBeVisible();

  // A write through one process makes the other process's copy stale: 409, nothing lost.
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const read = await page.request.get(`${first}/api/data/search_entry?data[channel_name]=collections&data[title]=${slug}`);
  const entry = ((await read.json()) as { data: Array<{ entry_id: string; version: number }> }).data[0]!;
  const fresh = await page.request.post(`${second}/api/data/update_entry`, {
    form: { "data[entry_id]": entry.entry_id, "data[version]": String(entry.version), "data[collection_name]": `${name} renamed` },
  });
  expect(fresh.status()).toBe(200);
  const stale = await page.request.post(`${first}/api/data/update_entry`, {
    form: { "data[entry_id]": entry.entry_id, "data[version]": String(entry.version), "data[collection_name]": `${name} lost` },
  });
  expect(stale.status()).toBe(409);
  await page.goto(`${second}/en-us/collections`);
  await expect(page.getByRole("link", { name: `${name} renamed` })).toBeVisible();
});
