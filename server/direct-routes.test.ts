import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { seedMonitors } from "#db/seed/monitors";
import { seedReferenceData } from "#db/seed/reference";
import { createTestDatabase } from "../tests/setup/test-database";
import { createRequestHandler as expressHandler } from "@react-router/express";
import express from "express";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { answerDirectly, calculatorApiRoute, directRoutes, directRoutesOf } from "./direct-routes";

// The calculator API reads the app's database (a seeded throwaway PGlite here) and the visitor.
const state = vi.hoisted(() => ({ handle: undefined as DatabaseHandle | undefined }));
vi.mock("~/utils/db.server", () => ({ getDb: async () => state.handle!.db }));
vi.mock("~/features/auth/viewer.server", () => ({ getViewer: async () => null }));

const route = await import("~/routes/api.calculators");

/** The smallest build React Router's own handler answers a resource route from: the root and the calculator API. */
const build = {
  entry: { module: { default: () => new Response("a document", { status: 500 }) } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/api.calculators": { id: "routes/api.calculators", parentId: "root", path: ":lang/api/calculators/:name", module: route },
  },
  assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
  future: {},
  basename: "/",
  publicPath: "/",
  assetsBuildDirectory: "",
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const viaRouter = createRequestHandler(build, "production");
const directCall = directRoutesOf(build, [calculatorApiRoute]);
const context = { nonce: "n", clientAddress: "127.0.0.1", requestId: "r", renderErrors: { count: 0 } };

beforeAll(async () => {
  state.handle = await createTestDatabase("pglite");
  await seedReferenceData(state.handle.db);
  await seedMonitors(state.handle.db);
});
afterAll(() => state.handle!.close());

async function written(response: Response, whole?: Buffer) {
  const body = whole ?? Buffer.from(await response.arrayBuffer());
  // A whole body comes with a Response that has none (directRoutes sends the bytes).
  if (whole) expect(response.body).toBeNull();
  return { status: response.status, statusText: response.statusText, headers: [...response.headers], body: body.toString("base64") };
}

const request = (method: string, path: string) => new Request(`http://localhost:3000${path}`, { method, headers: { Accept: "*/*" } });

it("sends a 200 JSON answer's bytes whole, without a body stream", async () => {
  const path = "/en-us/api/calculators/ergonomics?monitor=u2724de&heightCm=171.25";
  const direct = await answerDirectly(directCall("GET", new URL(`http://localhost${path}`).pathname, path)!, request("GET", path), context);
  expect(direct!.body).toBeInstanceOf(Buffer);
  expect(JSON.parse(direct!.body!.toString("utf8"))).toHaveProperty("results");
});

it("sends a 200 CSV answer's bytes whole, without reading a body stream back", async () => {
  const path = "/en-us/api/calculators/productivity.csv?monitor=u2723qe&staff=41";
  const direct = await answerDirectly(directCall("GET", new URL(`http://localhost${path}`).pathname, path)!, request("GET", path), context);
  expect(direct!.response.body).toBeNull();
  expect(direct!.response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(direct!.body!.toString("utf8")).toMatch(/^[^\r\n]+,[^\r\n]+\r\n/);
});

const cases: [method: string, path: string][] = [
  ["GET", "/en-us/api/calculators/productivity?monitor=u2723qe&staff=120"],
  ["GET", "/zh-cn/api/calculators/productivity?monitor=u2723qe&staff=7"],
  ["GET", "/en-us/api/calculators/productivity.csv?monitor=u2723qe&staff=33"],
  ["GET", "/zh-cn/api/calculators/meeting-roi.csv?numberOfEmployees=40&country=US&rooms=small:c8621qt:2:5000"],
  ["GET", "/en-us/api/calculators/meeting-roi?numberOfEmployees=40&country=US&rooms=small:c8621qt:2:5000&rooms=large:c7520qt:1:7000"],
  ["GET", "/en-us/api/calculators/ergonomics?monitor=u2724de&heightCm=171.25"],
  ["GET", "/en-us/api/calculators/why-refresh?monitor=u2723qe&legacySize=22.0&legacyCount=12"],
  ["GET", "/en-us/api/calculators/productivity?staff=-4"], // 400: out of range
  ["GET", "/en-us/api/calculators/productivity?staff=1&staff=2"], // 400: repeated
  ["GET", "/en-us/api/calculators/productivity?monitor=no-such-monitor"], // 400: unknown monitor
  ["GET", "/en-us/api/calculators/no-such-calculator"], // 404
  ["GET", "/en-us/api/calculators/productivity.xls"], // 404
  ["GET", "/xx-yy/api/calculators/productivity"], // 404: not a language of ours
  ["HEAD", "/en-us/api/calculators/productivity?monitor=u2723qe&staff=9"],
  ["OPTIONS", "/en-us/api/calculators/productivity"],
  ["POST", "/en-us/api/calculators/productivity"], // 405
  ["DELETE", "/zh-cn/api/calculators/productivity.csv"], // 405
];

describe("calculator API answered directly", () => {
  it.each(cases)("%s %s: the same status, headers and bytes as through React Router", async (method, path) => {
    const call = directCall(method, new URL(`http://localhost${path}`).pathname, path);
    expect(call).toBeDefined();
    const direct = await answerDirectly(call!, request(method, path), context);
    expect(direct).toBeDefined();
    const routed = await viaRouter(request(method, path), context);
    expect(await written(direct!.response, direct!.body)).toEqual(await written(routed));
  });

  it("leaves other spellings and React Router's own query names to React Router", () => {
    for (const path of ["/en-us/api/calculators/productivity/", "/EN-US/api/calculators/productivity", "/en-us/api/calculators/pro%64uctivity", "/en-us/api/calculators"]) {
      expect(directCall("GET", path, path)).toBeUndefined();
    }
    expect(directCall("GET", "/en-us/api/calculators/productivity", "/en-us/api/calculators/productivity?index")).toBeUndefined();
    expect(directCall("GET", "/en-us/api/calculators/productivity", "/en-us/api/calculators/productivity?a=1&_routes=x")).toBeUndefined();
  });
});

describe("directRoutes in front of @react-router/express", () => {
  it("answers its addresses with the adapter's bytes, HEAD without a body, and passes the rest on", async () => {
    const served = (withDirect: boolean) => {
      const app = express();
      let adapterCalls = 0;
      const adapter = expressHandler({ build, mode: "production", getLoadContext: () => context });
      if (withDirect) app.use(directRoutes(build, [calculatorApiRoute], () => context));
      app.use((request, response, next) => {
        adapterCalls += 1;
        return adapter(request, response, next);
      });
      const server = createServer(app).listen(0, "127.0.0.1");
      return { server, calls: () => adapterCalls };
    };
    const direct = served(true);
    const routed = served(false);
    try {
      await Promise.all([once(direct.server, "listening"), once(routed.server, "listening")]);
      const base = (server: typeof direct.server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const [method, path] of [["GET", "/en-us/api/calculators/productivity.csv?monitor=u2723qe&staff=5"], ["HEAD", "/en-us/api/calculators/ergonomics?monitor=u2724de&heightCm=170"]] as const) {
        const [a, b] = await Promise.all([fetch(base(direct.server) + path, { method }), fetch(base(routed.server) + path, { method })]);
        expect([a.status, a.headers.get("content-type"), await a.text()]).toEqual([b.status, b.headers.get("content-type"), await b.text()]);
      }
      expect(direct.calls()).toBe(0);
      await fetch(`${base(direct.server)}/en-us/api/calculators/productivity/`);
      expect(direct.calls()).toBe(1);
    } finally {
      direct.server.close();
      routed.server.close();
    }
  });
});
