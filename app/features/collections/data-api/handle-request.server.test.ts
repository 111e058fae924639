import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { savedEntries } from "#db/schema-collections";
import type { Viewer } from "~/features/auth/viewer.server";
import { countHit } from "~/utils/rate-limit.server";
import { createCatalogueTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { MAX_ENTRIES_PER_USER } from "../saved-entries/saved-entries.server";
import { handleDataRequest, type DataApiDeps, type DataOperation } from "./handle-request.server";

const SERVICE_KEY = "k".repeat(40);
const origin = "http://localhost:3000";

const viewer = (sub: string): Viewer => ({ userId: sub.replaceAll("|", "-"), sub, name: null, email: null, isPartner: false });
const alice = viewer("auth0|alice");
const mallory = viewer("auth0|mallory");

type Call = { as?: Viewer | null; key?: string; keyField?: string; fields?: Record<string, string>; headers?: Record<string, string>; method?: string };

function buildRequest(operation: DataOperation, call: Call): Request {
  const path = { search: "search_entry", create: "create_entry", update: "update_entry", delete: "delete_entry" }[operation];
  const headers = new Headers(call.headers);
  if (call.key) headers.set("Authorization", `Bearer ${call.key}`);
  // The stand-in session: which viewer getViewer returns for this request.
  if (call.as) headers.set("X-Test-Viewer", call.as.sub);
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(call.fields ?? {})) body.set(`data[${name}]`, value);
  if (call.keyField) body.set("key", call.keyField);
  if (operation === "search" || call.method === "GET") return new Request(`${origin}/api/data/${path}?${body}`, { method: call.method ?? "GET", headers });
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`${origin}/api/data/${path}`, { method: call.method ?? "POST", headers, body });
}

describe.each(databaseKinds)("data service API on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: DataApiDeps;
  const viewers = new Map([alice, mallory].map((entry) => [entry.sub, entry]));

  beforeAll(async () => {
    // The catalogue too: collection_data may name only monitors it has.
    handle = await createCatalogueTestDatabase(kind);
    deps = {
      db: handle.db,
      getViewer: async (request) => viewers.get(request.headers.get("X-Test-Viewer") ?? "") ?? null,
      serviceKey: SERVICE_KEY,
      notificationsEnabled: true,
      allowWrite: async () => ({ allowed: true }),
    };
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function call(operation: DataOperation, options: Call, overrides: Partial<DataApiDeps> = {}) {
    const response = await handleDataRequest(operation, buildRequest(operation, options), { ...deps, ...overrides });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads arbitrary fields of the JSON answers it checks
    return { status: response.status, body: (await response.json()) as { success: boolean; data?: any; error?: string; errors?: Record<string, string[]>; meta?: any } };
  }

  async function createFor(user: Viewer, name: string) {
    const created = await call("create", { as: user, fields: { collection_name: name } });
    expect(created.status).toBe(201);
    return created.body.data.entry as { entry_id: string; version: number; title: string };
  }

  describe("authentication", () => {
    it("answers 401 without a session or a key", async () => {
      expect(await call("search", {})).toEqual({ status: 401, body: { success: false, error: "unauthorized" } });
      expect((await call("create", { fields: { collection_name: "X" } })).status).toBe(401);
    });

    it.each([
      ["search", "GET"],
      ["create", "POST"],
      ["update", "POST"],
      ["delete", "POST"],
    ] as const)("refuses a key in the address of %s with 400, even the right one and with a session", async (operation, method) => {
      for (const as of [null, alice]) {
        const request = buildRequest(operation, { as, fields: { collection_name: "X" } });
        const url = new URL(request.url);
        url.searchParams.set("key", SERVICE_KEY);
        const response = await handleDataRequest(operation, new Request(url, { method, headers: request.headers, body: method === "POST" ? await request.text() : undefined }), deps);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("key");
      }
    });

    it("answers 401 to a wrong key, and to any key when none is configured", async () => {
      expect((await call("search", { key: "wrong", fields: { auth0_unique_id: "auth0|alice" } })).status).toBe(401);
      expect((await call("search", { key: SERVICE_KEY.slice(1), fields: { auth0_unique_id: "auth0|alice" } })).status).toBe(401);
      expect((await call("search", { key: SERVICE_KEY, fields: { auth0_unique_id: "auth0|alice" } }, { serviceKey: undefined })).status).toBe(401);
      // A wrong key is not rescued by a valid session.
      expect((await call("search", { as: alice, key: "wrong" })).status).toBe(401);
    });

    it("acts for the signed-in user and ignores a user id in the payload", async () => {
      const created = await call("create", { as: alice, fields: { collection_name: "Mine", auth0_unique_id: "auth0|mallory" } });
      expect(created.body.data.entry.auth0_unique_id).toBe("auth0-alice");
      const theirs = await call("search", { as: mallory, fields: { auth0_unique_id: "auth0|alice" } });
      expect(theirs.body.data.map((entry: { collection_name: string }) => entry.collection_name)).not.toContain("Mine");
    });

    it("acts for the user named in data[auth0_unique_id] with the key, by header or by field", async () => {
      const byHeader = await call("search", { key: SERVICE_KEY, fields: { auth0_unique_id: "auth0|alice" } });
      expect(byHeader.status).toBe(200);
      expect(byHeader.body.data.map((entry: { collection_name: string }) => entry.collection_name)).toContain("Mine");
      const byField = await call("create", { keyField: SERVICE_KEY, fields: { auth0_unique_id: "auth0|alice", collection_name: "From the back office" } });
      expect(byField.status).toBe(201);
      expect(byField.body.data.entry.auth0_unique_id).toBe("auth0-alice");
    });

    it("needs data[auth0_unique_id] with the key", async () => {
      const missing = await call("search", { key: SERVICE_KEY });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toHaveProperty(["data[auth0_unique_id]"]);
    });

    it("refuses a cross-site form post before anything else", async () => {
      const request = buildRequest("create", { as: alice, fields: { collection_name: "Forged" }, headers: { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" } });
      await expect(handleDataRequest("create", request, deps)).rejects.toMatchObject({ status: 403 });
    });

    it("limits changes per signed-in user (429 with Retry-After), never reads or the service key", async () => {
      const now = new Date("2026-11-22T10:00:00Z");
      const limited: Partial<DataApiDeps> = { allowWrite: (userId) => countHit(handle.db, `write:${userId}`, { now, limit: 2 }) };
      expect((await call("create", { as: mallory, fields: { collection_name: "One" } }, limited)).status).toBe(201);
      expect((await call("create", { as: mallory, fields: { collection_name: "Two" } }, limited)).status).toBe(201);
      const refused = await handleDataRequest("create", buildRequest("create", { as: mallory, fields: { collection_name: "Three" } }), { ...deps, ...limited });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("600");
      expect(await refused.json()).toEqual({ success: false, error: "too-many-requests", retryAfterSeconds: 600 });
      // Nothing was written, reads still answer, and another user has a count of their own.
      const names = (await call("search", { as: mallory }, limited)).body.data.map((entry: { collection_name: string }) => entry.collection_name);
      expect(names).toEqual(expect.arrayContaining(["One", "Two"]));
      expect(names).not.toContain("Three");
      expect((await call("create", { as: alice, fields: { collection_name: "Alice's" } }, limited)).status).toBe(201);
      const backOffice = await call("create", { key: SERVICE_KEY, fields: { auth0_unique_id: "auth0|mallory", collection_name: "Back office" } }, limited);
      expect(backOffice.status).toBe(201);
    });

    it("limits every kind of change by a session: updates, deletes and saved calculator entries too", async () => {
      const now = new Date("2026-11-22T11:00:00Z");
      const limited: Partial<DataApiDeps> = { allowWrite: (userId) => countHit(handle.db, `write:${userId}`, { now, limit: 0 }) };
      const entry = await createFor(alice, "Limited writes");
      const calls: Array<[DataOperation, Record<string, string>]> = [
        ["create", { collection_name: "More" }],
        ["update", { entry_id: entry.entry_id, version: String(entry.version), collection_name: "Renamed" }],
        ["delete", { entry_id: entry.entry_id }],
        ["create", { channel_name: "calculator_entries", calculator_name: "energy", calculator_data: "{}" }],
        ["create", { channel_name: "calculator_entries", calculator_name: "energy", calculator_data: "{}", url_title: "energy-limited" }],
        ["update", { channel_name: "calculator_entries", entry_id: entry.entry_id, calculator_data: "{}" }],
        ["delete", { channel_name: "calculator_entries", entry_id: entry.entry_id }],
      ];
      for (const [operation, fields] of calls) {
        const refused = await handleDataRequest(operation, buildRequest(operation, { as: alice, fields }), { ...deps, ...limited });
        expect(refused.status, `${operation} ${JSON.stringify(fields)}`).toBe(429);
        expect(refused.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      }
    });

    it("answers 405 to the wrong method", async () => {
      expect((await call("create", { as: alice, method: "GET" })).status).toBe(405);
      expect((await call("search", { as: alice, method: "POST" })).status).toBe(405);
    });
  });

  describe("collections", () => {
    it("creates with data.metadata.id, a default folder and version 1", async () => {
      const created = await call("create", { as: alice, fields: { channel_name: "collections", collection_name: "Desk", collection_description: "Two\r\nlines" } });
      expect(created.status).toBe(201);
      expect(created.body.success).toBe(true);
      expect(created.body.data.metadata.id).toBe(created.body.data.entry.entry_id);
      expect(created.body.data.entry).toMatchObject({
        channel_name: "collections",
        title: "desk",
        collection_name: "Desk",
        collection_description: "Two\nlines",
        collection_data: [{ id: "uncategorized", title: "Uncategorized Folder", items: [] }],
        version: 1,
      });
    });

    it("creates with a folder list in collection_data", async () => {
      const folders = [{ title: "Desk", items: [{ type: "monitor", monitor_id: 7 }, { type: "bookmark", url_title: "/use-case/x", title: "X", target: "_blank" }] }];
      const created = await call("create", { as: alice, fields: { collection_name: "With folders", collection_data: JSON.stringify(folders) } });
      expect(created.status).toBe(201);
      const data = created.body.data.entry.collection_data;
      expect(data.map((folder: { title: string }) => folder.title)).toEqual(["Uncategorized Folder", "Desk"]);
      expect(data[1].items[1]).toMatchObject({ type: "bookmark", url_title: "/use-case/x", target: "_blank" });
    });

    it("answers 400 with field messages for invalid input", async () => {
      const blank = await call("create", { as: alice, fields: { collection_name: "  " } });
      expect(blank.status).toBe(400);
      expect(blank.body.errors?.["data[collection_name]"]).toEqual(["You must give the collection a name before saving."]);
      const badJson = await call("create", { as: alice, fields: { collection_name: "X", collection_data: "[{" } });
      expect(badJson.body.errors?.["data[collection_data]"]?.[0]).toMatch(/JSON/);
      const unsafe = await call("create", { as: alice, fields: { collection_name: "X", collection_data: JSON.stringify([{ title: "A", items: [{ type: "bookmark", url_title: "//evil.example", title: "E" }] }]) } });
      expect(unsafe.body.errors?.["data[collection_data]"]?.[0]).toMatch(/^\[0\]\.items\[0\]\.url_title: /);
      // Issue 50: a hex id was read as a number, and an id no monitor has was stored.
      const hex = await call("create", { as: alice, fields: { collection_name: "X", collection_data: JSON.stringify([{ title: "A", items: [{ type: "monitor", monitor_id: "0x10" }] }]) } });
      expect(hex.status).toBe(400);
      expect(hex.body.errors?.["data[collection_data]"]?.[0]).toMatch(/^\[0\]\.items\[0\]\.monitor_id: .*whole decimal number/);
      const unknown = await call("create", { as: alice, fields: { collection_name: "X", collection_data: JSON.stringify([{ title: "A", items: [{ type: "monitor", monitor_id: 3 }, { type: "monitor", monitor_id: 999_999 }] }]) } });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual({ "data[collection_data]": ["monitor_id 999999: No monitor in the catalog has this id."] });
      // Issue 50: an unpaired surrogate in a folder's or a bookmark's title failed in jsonb (500).
      for (const folders of [
        [{ title: "A\udc00", items: [] }],
        [{ title: "A", items: [{ type: "bookmark", url_title: "/en-us/products", title: "\udc00" }] }],
        [{ title: "A", items: [{ type: "bookmark", url_title: "/en-us/products", title: "x\u0000" }] }],
      ]) {
        const refused = await call("create", { as: alice, fields: { collection_name: "X", collection_data: JSON.stringify(folders) } });
        expect(refused.status).toBe(400);
        expect(refused.body.errors?.["data[collection_data]"]?.[0]).toMatch(/Remove the invisible control character/);
      }
      expect((await call("create", { as: alice, fields: { channel_name: "everything", collection_name: "X" } })).status).toBe(400);
    });

    it("finds one entry by entry_id or by title (slug)", async () => {
      const entry = await createFor(alice, "Findable");
      const byId = await call("search", { as: alice, fields: { entry_id: entry.entry_id, channel_name: "collections" } });
      expect(byId.body.data).toHaveLength(1);
      const bySlug = await call("search", { as: alice, fields: { title: "findable" } });
      expect(bySlug.body.data[0].entry_id).toBe(entry.entry_id);
      expect((await call("search", { as: alice, fields: { entry_id: "nonsense" } })).body.data).toEqual([]);
    });

    it("updates with the version it read, and answers 409 to a stale version", async () => {
      const entry = await createFor(alice, "Versioned");
      const folders = JSON.stringify([{ title: "Screens", items: [{ type: "monitor", monitor_id: 3 }] }]);
      const first = await call("update", { as: alice, fields: { entry_id: entry.entry_id, version: "1", collection_data: folders } });
      expect(first.status).toBe(200);
      expect(first.body.data.version).toBe(2);
      // Issue 50: 0x2 is no decimal version (it was read as 2).
      const hexVersion = await call("update", { as: alice, fields: { entry_id: entry.entry_id, version: "0x2", collection_name: "Hex" } });
      expect(hexVersion.status).toBe(400);
      expect(hexVersion.body.errors).toHaveProperty(["data[version]"]);
      const stale = await call("update", { as: alice, fields: { entry_id: entry.entry_id, version: "1", collection_name: "Lost?" } });
      expect(stale).toEqual({ status: 409, body: { success: false, error: "conflict", data: { version: 2 } } });
      const renamed = await call("update", { as: alice, fields: { entry_id: entry.entry_id, version: "2", collection_name: "Renamed" } });
      expect(renamed.body.data).toMatchObject({ title: "renamed", collection_name: "Renamed", version: 3 });
      expect(renamed.body.data.collection_data[1].items[0].monitor_id).toBe(3);
    });

    it("needs a version and something to change", async () => {
      const entry = await createFor(alice, "Careful");
      const noVersion = await call("update", { as: alice, fields: { entry_id: entry.entry_id, collection_name: "X" } });
      expect(noVersion.body.errors).toHaveProperty(["data[version]"]);
      const nothing = await call("update", { as: alice, fields: { entry_id: entry.entry_id, version: "1" } });
      expect(nothing.status).toBe(400);
    });

    it("does not let another user read, change or delete an entry by its id", async () => {
      const entry = await createFor(alice, "Alice only");
      expect((await call("search", { as: mallory, fields: { entry_id: entry.entry_id } })).body.data).toEqual([]);
      expect((await call("update", { as: mallory, fields: { entry_id: entry.entry_id, version: "1", collection_name: "Taken" } })).status).toBe(404);
      expect((await call("delete", { as: mallory, fields: { entry_id: entry.entry_id } })).status).toBe(404);
      expect((await call("update", { key: SERVICE_KEY, fields: { auth0_unique_id: "auth0|mallory", entry_id: entry.entry_id, version: "1", collection_name: "Taken" } })).status).toBe(404);
      const still = await call("search", { as: alice, fields: { entry_id: entry.entry_id } });
      expect(still.body.data[0]).toMatchObject({ collection_name: "Alice only", version: 1 });
    });

    it("deletes an entry, with an optional version check", async () => {
      const entry = await createFor(alice, "Doomed");
      expect((await call("delete", { as: alice, fields: { entry_id: entry.entry_id, version: "5" } })).status).toBe(409);
      expect(await call("delete", { as: alice, fields: { entry_id: entry.entry_id } })).toEqual({ status: 200, body: { success: true, data: { entry_id: entry.entry_id } } });
      expect((await call("delete", { as: alice, fields: { entry_id: entry.entry_id } })).status).toBe(404);
    });
  });

  describe("calculator entries", () => {
    const channel = { channel_name: "calculator_entries" };

    it("saves, finds by url_title, updates and deletes an entry", async () => {
      const created = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: JSON.stringify({ quantity: 10 }) } });
      expect(created.status).toBe(201);
      const { entry_id: id, url_title: urlTitle } = created.body.data.entry;
      expect(created.body.data.metadata.id).toBe(id);
      const found = await call("search", { as: alice, fields: { ...channel, url_title: urlTitle } });
      expect(found.body.data).toEqual([expect.objectContaining({ entry_id: id, calculator_name: "energy", name: null, calculator_data: { quantity: 10 } })]);
      const updated = await call("update", { as: alice, fields: { ...channel, entry_id: id, calculator_data: JSON.stringify({ quantity: 12 }) } });
      expect(updated.body.data.calculator_data).toEqual({ quantity: 12 });
      expect((await call("search", { as: mallory, fields: { ...channel, url_title: urlTitle } })).body.data).toEqual([]);
      expect((await call("delete", { as: mallory, fields: { ...channel, entry_id: id } })).status).toBe(404);
      expect((await call("delete", { as: alice, fields: { ...channel, entry_id: id } })).status).toBe(200);
    });

    // Issue 50: every saved calculation was "Untitled calculation"; the calculators now name it.
    it("names a new entry from data[name], keeps the name when saved again, and refuses a name over 120 characters", async () => {
      const name = "Productivity — Dell UltraSharp U2723QE, Employees: 500, Nov 29, 2026";
      const created = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: "{}", name } });
      expect(created.status).toBe(201);
      expect(created.body.data.entry.name).toBe(name);
      const again = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: "{}", url_title: created.body.data.entry.url_title, name: "Another" } });
      expect(again.body.data.entry.name).toBe(name);
      const long = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: "{}", name: "x".repeat(121) } });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ "data[name]": ["Use at most 120 characters for the name."] });
    });

    // Issue 11 #5: the cap was checked only for entries without a url_title.
    it("refuses a new entry beyond the cap whether or not it names its url_title, with the key too", async () => {
      const userId = "auth0-full";
      await handle.db.insert(savedEntries).values(
        Array.from({ length: MAX_ENTRIES_PER_USER }, (_, index) => ({ userId, urlTitle: `energy-full${index}`, calculator: "energy", calculatorData: { quantity: 1 } })),
      );
      const full = viewer("auth0|full");
      viewers.set(full.sub, full);
      const data = JSON.stringify({ quantity: 2 });
      const attempts: Array<Record<string, string>> = [{ calculator_name: "energy", calculator_data: data }, { calculator_name: "energy", calculator_data: data, url_title: "energy-chosen" }];
      for (const fields of attempts) {
        expect(await call("create", { as: full, fields: { ...channel, ...fields } })).toEqual({ status: 400, body: { success: false, error: "limit" } });
        const viaKey = await call("create", { key: SERVICE_KEY, fields: { ...channel, ...fields, auth0_unique_id: "auth0|full" } });
        expect(viaKey.status).toBe(400);
      }
      // Saving again under an address the user has changes the entry and adds nothing.
      expect((await call("create", { as: full, fields: { ...channel, calculator_name: "energy", calculator_data: data, url_title: "energy-full7" } })).status).toBe(201);
    });

    it("refuses data that is not a JSON object", async () => {
      const list = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: "[1,2]" } });
      expect(list.status).toBe(400);
      expect(list.body.errors).toHaveProperty(["data[calculator_data]"]);
    });

    // Issue 50: these reached the database and failed there (500): jsonb holds neither U+0000 nor
    // an unpaired surrogate, and 5,000 nested arrays overflowed the stack.
    it.each([
      ["U+0000 in a value", JSON.stringify({ name: "a\u0000b" }), /invisible control character/],
      ["an unpaired surrogate in a value", JSON.stringify({ name: "\udc00" }), /unpaired surrogate/],
      ["U+0000 in a key", JSON.stringify({ "a\u0000": 1 }), /invisible control character/],
      ["5,000 nested arrays", `{"rows":${"[".repeat(5_000)}${"]".repeat(5_000)}}`, /nests too deeply/],
    ])("answers 400 on calculator_data with %s, on create and update", async (_case, data, message) => {
      const created = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: data } });
      expect(created.status).toBe(400);
      expect(created.body.errors?.["data[calculator_data]"]?.[0]).toMatch(message);
      const entry = await call("create", { as: alice, fields: { ...channel, calculator_name: "energy", calculator_data: "{}" } });
      const updated = await call("update", { as: alice, fields: { ...channel, entry_id: entry.body.data.metadata.id, calculator_data: data } });
      expect(updated.status).toBe(400);
      expect(updated.body.errors?.["data[calculator_data]"]?.[0]).toMatch(message);
    });
  });

  describe("notifications", () => {
    const channel = { channel_name: "notifications" };

    it("does not exist while the switch is off", async () => {
      expect((await call("search", { as: alice, fields: channel }, { notificationsEnabled: false })).status).toBe(404);
    });

    it("are created with the key and listed, counted and marked read by their user", async () => {
      const created = await call("create", { key: SERVICE_KEY, fields: { ...channel, auth0_unique_id: "auth0|alice", title: "New price list", link: "/products" } });
      expect(created.status).toBe(201);
      const list = await call("search", { as: alice, fields: channel });
      expect(list.body.data).toEqual([expect.objectContaining({ title: "New price list", link: "/products", read: false })]);
      expect(list.body.meta).toEqual({ unread_count: 1 });
      expect((await call("search", { as: mallory, fields: channel })).body.meta).toEqual({ unread_count: 0 });
      const read = await call("update", { as: alice, fields: { ...channel, entry_id: "all", read: "1" } });
      expect(read.body).toEqual({ success: true, data: { changed: 1 }, meta: { unread_count: 0 } });
    });

    it("cannot be created by a signed-in user", async () => {
      expect((await call("create", { as: alice, fields: { ...channel, title: "Self-sent" } })).status).toBe(403);
    });
  });
});
