import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { signIn } from "./sign-in";

// Tests run in parallel against one server and share the seeded accounts: every collection
// gets a name of its own.
const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

const toasts = (page: Page) => page.locator("[role=status], [role=alert]");

/** Forms post through scripts once the page is hydrated; before that they post as plain forms. */
const hydrated = waitForHydration;

async function createCollection(page: Page, name: string, description = "") {
  await page.goto("/en-us/collections");
  await hydrated(page);
  await page.getByLabel("Name", { exact: true }).fill(name);
  if (description) await page.getByLabel("Description").fill(description);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(toasts(page).getByText("Collection created")).toBeVisible();
  await expect(page.getByRole("link", { name })).toBeVisible();
}

/** The collection as the data service shows it to the signed-in visitor. */
async function readCollection(page: Page, slug: string) {
  const response = await page.request.get(`/api/data/search_entry?data[channel_name]=collections&data[title]=${slug}`);
  const body = (await response.json()) as { data: Array<{ entry_id: string; version: number; collection_data: unknown[] }> };
  return body.data[0]!;
}

test.describe("collections", () => {
  test("anonymous visitors are sent to sign in, and the guide invites them", async ({ page }) => {
    await page.goto("/en-us/collections");
    await expect(page).toHaveURL(/\/en-us\/auth\/sign-in\?returnTo=%2Fen-us%2Fcollections/);
    await page.goto("/en-us/collections/guide");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name: "Collections guide" })).toBeVisible();
    await expect(page.getByText("Sign in to start your first collection.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", /\/en-us\/auth\/sign-in\?returnTo=%2Fen-us%2Fcollections$/);
    await page.getByRole("button", { name: "Add to collection" }).click();
    await expect(page.getByRole("dialog").getByText("Sign in to save monitors and pages in your collections.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("create, add a monitor and a bookmark, organise, undo a removal, rename and delete", async ({ page }) => {
    await signIn(page, "Emma Employee", "/en-us/collections");
    await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();
    await hydrated(page);

    await page.getByRole("button", { name: "Create collection" }).click();
    await expect(toasts(page).getByText("Error creating collection")).toBeVisible();
    await expect(toasts(page).getByText("You must give the collection a name before saving.")).toBeVisible();

    const name = unique("Desk setup");
    await createCollection(page, name, "For the new office\nsecond floor");
    await expectNoAxeViolations(page);

    // A bookmark through the add dialog (the guide page offers itself).
    await page.goto("/en-us/collections/guide");
    await hydrated(page);
    await page.getByRole("button", { name: "Add to collection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to collection" });
    await expect(dialog.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
    await dialog.getByLabel("Collection", { exact: true }).selectOption({ label: name });
    await expect(dialog.getByLabel("Folder")).toHaveValue("uncategorized");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toasts(page).getByText("Item Added")).toBeVisible();
    await expect(dialog).toBeHidden();

    // A monitor through the data service with the session (the product pages' button is placed by the catalogue).
    const slug = slugOf(name);
    const entry = await readCollection(page, slug);
    const withMonitor = [...(entry.collection_data as Array<{ id: string; title: string; items: unknown[] }>)];
    withMonitor[0] = { ...withMonitor[0]!, items: [...withMonitor[0]!.items, { type: "monitor", monitor_id: 1 }] };
    const update = await page.request.post("/api/data/update_entry", {
      form: { "data[entry_id]": entry.entry_id, "data[version]": String(entry.version), "data[collection_data]": JSON.stringify(withMonitor) },
    });
    expect(update.status()).toBe(200);

    await page.goto(`/en-us/collections/${slug}`);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.locator("p", { hasText: "second floor" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Collections guide" })).toBeVisible();
    await expect(page.locator("a[href^='/en-us/product/']")).toHaveCount(1);

    await page.getByLabel("New folder").fill("Office");
    await page.getByRole("button", { name: "Add folder" }).click();
    await expect(toasts(page).getByText("Folder added")).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Office/ })).toBeVisible();

    const guideRow = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Collections guide" }) });
    await guideRow.getByLabel("Folder to move Collections guide to").selectOption({ label: "Office" });
    await guideRow.getByRole("button", { name: "Move", exact: true }).click();
    await expect(toasts(page).getByText("Item moved")).toBeVisible();
    await expect(page.getByRole("region", { name: /^Office/ }).getByRole("link", { name: "Collections guide" })).toBeVisible();

    await page.getByRole("button", { name: "Remove Collections guide" }).click();
    await expect(toasts(page).getByText("Item removed")).toBeVisible();
    await expect(page.getByRole("link", { name: "Collections guide" })).toHaveCount(0);
    await toasts(page).getByRole("button", { name: "Undo" }).click();
    await expect(toasts(page).getByText("Item restored")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: /^Office/ }).getByRole("link", { name: "Collections guide" })).toBeVisible();
    await expectNoAxeViolations(page);

    const renamed = unique("Renamed desk");
    await page.getByText("Rename or describe").click();
    await page.getByLabel("Name", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(new RegExp(`/en-us/collections/${slugOf(renamed)}$`));
    await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
    await expect(toasts(page).getByText("Collection updated")).toBeVisible();

    await page.getByRole("button", { name: "Delete collection" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL(/\/en-us\/collections$/);
    await expect(toasts(page).getByText("Collection deleted")).toBeVisible();
    await expect(page.getByRole("link", { name: renamed })).toHaveCount(0);
  });

  test("a new collection made in the add dialog becomes the current one", async ({ page }) => {
    await signIn(page, "Emma Employee", "/en-us/collections/guide");
    await hydrated(page);
    await page.getByRole("button", { name: "Add to collection" }).click();
    const dialog = page.getByRole("dialog", { name: "Add to collection" });
    const name = unique("From the dialog");
    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByRole("button", { name: "Create collection" }).click();
    await expect(toasts(page).getByText("Collection created")).toBeVisible();
    await expect(dialog.getByLabel("Collection", { exact: true }).locator("option:checked")).toHaveText(name);
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toasts(page).getByText("Item Added")).toBeVisible();
  });

  test("one user cannot read or change another's collection, by slug, by id or by API", async ({ page, browser }) => {
    await signIn(page, "Emma Employee", "/en-us/collections");
    const name = unique("Private");
    await createCollection(page, name);
    const slug = slugOf(name);
    const { entry_id: entryId } = await readCollection(page, slug);

    const context = await browser.newContext();
    const intruder = await context.newPage();
    await signIn(intruder, "Eli Employee", "/en-us/collections");
    await expect(intruder.getByRole("link", { name })).toHaveCount(0);
    expect((await intruder.request.get(`/en-us/collections/${slug}`)).status()).toBe(404);
    const search = await intruder.request.get(`/api/data/search_entry?data[entry_id]=${entryId}&data[auth0_unique_id]=ignored`);
    expect(((await search.json()) as { data: unknown[] }).data).toEqual([]);
    const change = await intruder.request.post("/api/data/update_entry", { form: { "data[entry_id]": entryId, "data[version]": "1", "data[collection_name]": "Taken" } });
    expect(change.status()).toBe(404);
    const remove = await intruder.request.post("/en-us/collections", { form: { intent: "delete-collection", collectionId: entryId, version: "1" } });
    expect(remove.status()).toBe(404);
    await context.close();

    await page.reload();
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("a cross-site form post is refused", async ({ page }) => {
    await signIn(page, "Emma Employee", "/en-us/collections");
    const name = unique("Forged");
    // A browser marks a cross-site post with Sec-Fetch-Site: the action refuses it (403).
    const bySecFetchSite = await page.request.post("/en-us/collections", { form: { intent: "create", name }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(bySecFetchSite.status()).toBe(403);
    // With a foreign Origin, React Router's own origin check answers first (400).
    const byOrigin = await page.request.post("/en-us/collections", { form: { intent: "create", name }, headers: { Origin: "https://evil.example" } });
    expect(byOrigin.status()).toBe(400);
    const api = await page.request.post("/api/data/create_entry", {
      form: { "data[collection_name]": name },
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(api.status()).toBe(403);
    await page.reload();
    await expect(page.getByRole("link", { name })).toHaveCount(0);
  });

  test.describe("concurrent edits", () => {
    // The refused write's 409 is logged by the browser as a failed resource load.
    test.use({ allowConsoleErrors: true });

    test("two tabs editing one collection: the stale one is refused and reloads", async ({ page, context }) => {
      await signIn(page, "Emma Employee", "/en-us/collections");
      const name = unique("Two tabs");
      await createCollection(page, name);
      const path = `/en-us/collections/${slugOf(name)}`;
      const other = await context.newPage();
      await Promise.all([page.goto(path), other.goto(path)]);
      await Promise.all([hydrated(page), hydrated(other)]);

      await page.getByLabel("New folder").fill("From tab one");
      await page.getByRole("button", { name: "Add folder" }).click();
      await expect(toasts(page).getByText("Folder added")).toBeVisible();

      await other.getByLabel("New folder").fill("From tab two");
      await other.getByRole("button", { name: "Add folder" }).click();
      await expect(toasts(other).getByText("This collection changed")).toBeVisible();
      await expect(other.getByRole("heading", { name: /^From tab one/ })).toBeVisible();
      await other.getByRole("button", { name: "Add folder" }).click();
      await expect(toasts(other).getByText("Folder added")).toBeVisible();
      await expect(other.getByRole("heading", { name: /^From tab two/ })).toBeVisible();
    });
  });
});
