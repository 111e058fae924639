import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedDevices } from "#db/seed/devices";
import { createTestDatabase, databaseKinds } from "../../../../tests/setup/test-database";
import { deviceSeed } from "~/features/devices";
import { handleDataRequest, type DataApiDeps } from "./handle-request.server";

const SERVICE_KEY = "d".repeat(40);

describe.each(databaseKinds)("the data service's devices channel on %s", (kind) => {
  let handle: DatabaseHandle;
  let deps: DataApiDeps;

  beforeAll(async () => {
    handle = await createTestDatabase(kind);
    await seedDevices(handle.db);
    deps = { db: handle.db, getViewer: async () => null, serviceKey: SERVICE_KEY, notificationsEnabled: false, allowWrite: async () => ({ allowed: true }) };
  });
  afterAll(async () => {
    await handle?.close();
  });

  async function search(fields: Record<string, string>, key = SERVICE_KEY) {
    const query = new URLSearchParams(Object.entries({ channel_name: "devices", auth0_unique_id: "auth0|integration", ...fields }).map(([name, value]) => [`data[${name}]`, value]));
    const response = await handleDataRequest("search", new Request(`http://localhost:3000/api/data/search_entry?${query}`, { headers: { Authorization: `Bearer ${key}` } }), deps);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads arbitrary fields of the JSON answers it checks
    return { status: response.status, body: (await response.json()) as { success: boolean; data?: any; error?: string; errors?: Record<string, string[]> } };
  }

  it("lists devices, filtered by os, form and year", async () => {
    const windows = await search({ target: "devices", os: "windows" });
    expect(windows.status).toBe(200);
    // In the seed's order, as the table keeps it.
    expect(windows.body.data.map((device: { slug: string }) => device.slug)).toEqual(deviceSeed.filter((device) => device.os === "windows").map((device) => device.slug));
    expect(windows.body.data.length).toBeGreaterThanOrEqual(12);
    const desktops2024 = await search({ target: "devices", form: "desktop", year: "2024" });
    // macos-11 runs only on the 2020 M1 machines (the rest shipped with 12 or later).
    expect((await search({ target: "devices", os: "macos-11" })).body.data.map((device: { slug: string }) => device.slug)).toEqual(["macbook-air-m1", "macbook-pro-m1"]);
    expect(desktops2024.body.data).toEqual([
      { slug: "mac-mini-m4", vendor: "Apple", name: "Mac mini (M4)", form: "desktop", year: 2024, os: "macos" },
      { slug: "mac-mini-m4-pro", vendor: "Apple", name: "Mac mini (M4 Pro)", form: "desktop", year: 2024, os: "macos" },
      { slug: "imac-24-m4", vendor: "Apple", name: "iMac 24-inch (M4)", form: "desktop", year: 2024, os: "macos" },
    ]);
  });

  it("lists OS versions (for a device), years, forms and scenarios", async () => {
    expect((await search({ target: "osVersions", device: "macbook-air-m4" })).body.data.map((version: { slug: string }) => version.slug)).toEqual(["macos-15", "macos-26"]);
    expect((await search({ target: "years" })).body.data).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
    expect((await search({ target: "forms" })).body.data).toEqual(["laptop", "desktop"]);
    expect((await search({ target: "scenarios" })).body.data.map((scenario: { slug: string }) => scenario.slug)).toEqual([
      "one-monitor",
      "two-monitors",
      "three-monitors",
      "daisy-chain",
      "thunderbolt-dock",
      "single-cable-dock",
    ]);
  });

  it("answers selectedRecommendation like the JSON API, in the language asked for", async () => {
    const answer = await search({ target: "selectedRecommendation", device: "macbook-air-m1", os: "macos-15", scenario: "two-monitors" });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ device: { slug: "macbook-air-m1" }, scenario: { slug: "two-monitors" }, supported: "with-dock" });
    const chinese = await search({ target: "selectedRecommendation", device: "macbook-pro-m2-pro", os: "macos-15", scenario: "daisy-chain", lang: "zh-cn" });
    expect(chinese.body.data.supported).toBe("no");
    expect(chinese.body.data.facts.map((fact: { text: string }) => fact.text).join(" ")).toContain("macOS 不能通过 DisplayPort MST");
  });

  it("answers 400 with field messages, 404 for an unknown device, and refuses writes", async () => {
    expect(await search({ target: "everything" })).toMatchObject({ status: 400, body: { error: "invalid", errors: { "data[target]": [expect.stringContaining("selectedRecommendation")] } } });
    const bad = await search({ target: "selectedRecommendation", device: "macbook-air-m1", os: "macos-15", scenario: "seven-monitors" });
    expect(bad).toMatchObject({ status: 400, body: { errors: { "data[scenario]": ["Choose a scenario from the list."] } } });
    expect((await search({ target: "selectedRecommendation", device: "zx-spectrum", os: "macos-15", scenario: "one-monitor" })).status).toBe(404);
    const body = new URLSearchParams({ "data[channel_name]": "devices", "data[auth0_unique_id]": "auth0|x" });
    const write = await handleDataRequest(
      "create",
      new Request("http://localhost:3000/api/data/create_entry", { method: "POST", headers: { Authorization: `Bearer ${SERVICE_KEY}`, "Content-Type": "application/x-www-form-urlencoded" }, body }),
      deps,
    );
    expect(write.status).toBe(400);
  });

  it("still needs a session or the key", async () => {
    expect((await search({ target: "forms" }, "wrong".repeat(10))).status).toBe(401);
  });
});
