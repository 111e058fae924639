import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { collectionIntentSchema } from "~/features/collections/action-data";
import { createTestDatabase, databaseKinds } from "../../tests/setup/test-database";

// Issue 11 #6: the collection actions answered 429 with Retry-After, but React Router keeps
// only Set-Cookie from an action's headers unless the route exports `headers`. This goes
// through React Router's own request handler, so the header is checked where the browser sees it.
const state = vi.hoisted(() => ({ handle: null as DatabaseHandle | null }));
vi.mock("~/features/auth/viewer.server", () => ({
  requireViewer: async () => ({ userId: "auth0-limited", sub: "auth0|limited", name: null, email: null, isPartner: false }),
  getViewer: async () => null,
}));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/utils/env.server", async (original) => {
  const actual = await original<typeof import("~/utils/env.server")>();
  return { ...actual, getEnv: () => ({ ...actual.getEnv(), WRITE_RATE_LIMIT: 1 }) };
});

const origin = "http://localhost:3000";

/** The smallest server build React Router accepts: a root and the two collection pages. */
async function buildWith(): Promise<ServerBuild> {
  const route = (id: string, path: string, module: object, parentId?: string) => ({ id, path, parentId, module, index: undefined, caseSensitive: undefined });
  return {
    entry: { module: { default: () => new Response("document requests are not used here", { status: 500 }) } },
    routes: {
      root: route("root", "", { default: () => null }),
      "work/collections": route("work/collections", ":lang/collections", await import("./collections"), "root"),
      "work/collection": route("work/collection", ":lang/collections/:slug", await import("./collections-detail"), "root"),
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`${origin}${path}.data`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, Host: "localhost:3000", "Sec-Fetch-Site": "same-origin" },
  });
}

describe.each(databaseKinds)("collection form posts through React Router on %s", (kind) => {
  beforeAll(async () => {
    state.handle = await createTestDatabase(kind);
  }, 120_000);
  afterAll(async () => {
    await state.handle?.close();
  });

  it("a 429 reaches the browser with its Retry-After, on the list page and on a collection's page", async () => {
    const handler = createRequestHandler(await buildWith(), "production");
    const first = await handler(post("/en-us/collections", { intent: "create", name: "First", description: "" }));
    expect(first.status).toBe(200);
    for (const path of ["/en-us/collections", "/zh-cn/collections/first"]) {
      const refused = await handler(post(path, { intent: "create", name: "Second", description: "" }));
      expect(refused.status, path).toBe(429);
      expect(refused.headers.get("Retry-After"), path).toMatch(/^[1-9]\d*$/);
    }
  });

  it("limits every intent of the collection forms, valid or not", async () => {
    const handler = createRequestHandler(await buildWith(), "production");
    const intents = collectionIntentSchema.options.map((option) => option.shape.intent.value);
    expect(intents.length).toBeGreaterThan(5);
    for (const intent of intents) {
      const refused = await handler(post("/en-us/collections", { intent }));
      expect(refused.status, intent).toBe(429);
      expect(refused.headers.get("Retry-After"), intent).toMatch(/^[1-9]\d*$/);
    }
  });
});
