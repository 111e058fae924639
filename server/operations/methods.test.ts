import express from "express";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedMethods, allowOfRouterAnswer, methodGate, usePageMethods } from "./methods";
import { pageMethodsOf } from "./route-methods";

/** A route table as the build gives it: a language layout with an index, a page, a page with an action and a catch-all. */
const module = (action?: true) => (action ? { action: () => null } : {}) as never;
const routes = {
  root: { id: "root", path: "", module: module() },
  "work/language": { id: "work/language", parentId: "root", path: ":lang", module: module() },
  "work/home": { id: "work/home", parentId: "work/language", index: true, module: module() },
  "work/products": { id: "work/products", parentId: "work/language", path: "products", module: module() },
  "work/collections": { id: "work/collections", parentId: "work/language", path: "collections", module: module(true) },
  "work/collections-guide": { id: "work/collections-guide", parentId: "work/language", path: "collections/guide", module: module() },
  unprefixed: { id: "unprefixed", parentId: "root", path: "*", module: module() },
} as never;
usePageMethods(pageMethodsOf(routes));

/** The gate in front of a file and a page, as server/serve.js and server/app.ts mount it. */
let server: Server;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.use(methodGate);
  app.use((_request, response) => {
    response.send("served");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string, accept?: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path, headers: accept ? { Accept: accept } : {} }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("methods no route answers", () => {
  it.each(["TRACE", "PROPFIND", "MKCOL", "LOCK", "COPY", "MOVE", "SEARCH", "PURGE", "LINK"])("%s gets 405 with Allow and the site's message", async (method) => {
    const page = await send(method, "/zh-cn/products", "text/html");
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
    expect(page.body).toContain("不允许的请求方法");
    expect(page.body).not.toContain("served");

    const api = await send(method, "/api/monitors");
    expect(api.status).toBe(405);
    expect(JSON.parse(api.body)).toEqual({ message: "This address does not answer that request method. The Allow header lists the methods it answers." });

    const data = await send(method, "/api/data/create_entry");
    expect(data.status).toBe(405);
    expect(data.headers.allow).toBe("POST");
    expect(JSON.parse(data.body)).toEqual({ success: false, error: "method-not-allowed" });
  });

  it("refuses TRACE on health checks and static files too, naming only reads for a file", async () => {
    const file = await send("TRACE", "/favicon.ico");
    expect(file.status).toBe(405);
    expect(file.headers.allow).toBe("GET, HEAD");
    const health = await send("TRACE", "/healthz");
    expect(health.status).toBe(405);
    expect(health.headers.allow).toBe("GET, HEAD");
  });

  it("answers OPTIONS on a page, a file and /healthz with 204 and what the route answers", async () => {
    const collections = await send("OPTIONS", "/en-us/collections");
    expect(collections.status).toBe(204);
    expect(collections.headers.allow).toBe("GET, HEAD, POST");
    expect((await send("OPTIONS", "/en-us/products")).headers.allow).toBe("GET, HEAD");
    expect((await send("OPTIONS", "/favicon.svg")).headers.allow).toBe("GET, HEAD");
    expect((await send("OPTIONS", "/healthz")).status).toBe(204);
    // The read-only APIs answer their own OPTIONS (app/utils/input-rules.ts).
    expect((await send("OPTIONS", "/en-us/api/monitors")).body).toBe("served");
  });

  it("passes the methods the routes decide on", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      expect((await send(method, "/en-us")).body).toBe("served");
    }
  });

  it("says what an address answers", () => {
    expect(allowedMethods("/assets/entry-abc.js")).toBe("GET, HEAD");
    expect(allowedMethods("/en-us/api/calculators/productivity.csv")).toBe("GET, HEAD");
    expect(allowedMethods("/api/calculators/productivity")).toBe("GET, HEAD");
    expect(allowedMethods("/en-us/collections")).toBe("GET, HEAD, POST");
    expect(allowedMethods("/en-us/collections/guide")).toBe("GET, HEAD");
    expect(allowedMethods("/zh-cn")).toBe("GET, HEAD");
    expect(allowedMethods("/en-us/api/monitors")).toBe("GET, HEAD");
    expect(allowedMethods("/no/such/page")).toBe("GET, HEAD");
    expect(allowedMethods("/api/data/search_entry")).toBe("GET");
    expect(allowedMethods("/api/data/update_entry")).toBe("POST");
  });
});

describe("React Router's own 405 (a route without an action)", () => {
  it("gets Allow: GET, HEAD; a route's own 405 keeps its Allow, other answers get none", () => {
    expect(allowOfRouterAnswer(405, null)).toBe("GET, HEAD");
    expect(allowOfRouterAnswer(405, "POST")).toBeUndefined();
    expect(allowOfRouterAnswer(200, null)).toBeUndefined();
  });
});
