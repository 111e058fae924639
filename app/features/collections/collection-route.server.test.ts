import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { createTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import { listCollections } from "./collections.server";

// The route's collaborators: a signed-in viewer, the test database and a limit of two changes.
const state = vi.hoisted(() => ({ handle: null as DatabaseHandle | null }));
vi.mock("~/features/auth/viewer.server", () => ({
  requireViewer: async () => ({ userId: "auth0-limited", sub: "auth0|limited", name: null, email: null, isPartner: false }),
}));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), WRITE_RATE_LIMIT: 2 }) };
});

const { collectionAction } = await import("./collection-route.server");

function createPost(name: string) {
  const body = new URLSearchParams({ intent: "create", name, description: "" });
  return new Request("http://localhost:3000/en-us/collections", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000" },
  });
}

describe.each(databaseKinds)("collection form posts on %s", (kind) => {
  beforeAll(async () => {
    state.handle = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await state.handle?.close();
  });

  it("answers 429 with a translated toast once a user's changes pass the limit, and changes nothing", async () => {
    type Answer = { data: { ok: boolean; toast?: string }; init: ResponseInit | null };
    for (const name of ["First", "Second"]) {
      const created = (await collectionAction(createPost(name))) as unknown as Answer;
      expect(created.data).toMatchObject({ ok: true, toast: "created" });
    }
    const refused = (await collectionAction(createPost("Third"))) as unknown as Answer;
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data).toEqual({ ok: false, intent: "create", toast: "tooManyWrites" });
    const names = (await listCollections(state.handle!.db, "auth0-limited")).map((collection) => collection.name);
    expect(names.sort()).toEqual(["First", "Second"]);
  });
});
