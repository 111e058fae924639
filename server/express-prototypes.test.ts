import express from "express";
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { withPrototypesOf } from "./express-prototypes.js";

let running: Server | undefined;
afterEach(() => running?.close());

/** As serve.js builds it: an outer app with the app mounted in it, the server made with its prototypes. */
async function serve(seen: (request: IncomingMessage, prototypes: [object, object]) => void) {
  const server = express();
  const app = express();
  app.set("trust proxy", true);
  app.get("/page", (request, response) => {
    response.json({ path: request.path, protocol: request.protocol, own: Object.getPrototypeOf(request) === app.request });
  });
  server.use(app);
  running = createServer(withPrototypesOf(app), (request, response) => {
    seen(request, [Object.getPrototypeOf(request) as object, Object.getPrototypeOf(response) as object]);
    server(request, response);
  }).listen(0, "127.0.0.1");
  await once(running, "listening");
  return { base: `http://127.0.0.1:${(running.address() as AddressInfo).port}`, app };
}

it("makes each request and response with the app's prototypes, before express sees them", async () => {
  const arrived: { request: IncomingMessage; prototypes: [object, object] }[] = [];
  const { base, app } = await serve((request, prototypes) => arrived.push({ request, prototypes }));
  const answer = await fetch(`${base}/page?x=1`, { headers: { "X-Forwarded-Proto": "https" } });
  expect(await answer.json()).toEqual({ path: "/page", protocol: "https", own: true });
  // On arrival, so a direct answer's Object.setPrototypeOf (server/app.ts) finds it done.
  expect(arrived[0]!.prototypes[0]).toBe(app.request);
  expect(arrived[0]!.prototypes[1]).toBe(app.response);
  expect(arrived[0]!.request.method).toBe("GET");
});

it("still answers what the app does not, through the outer app, and keeps node's own request and response behaviour", async () => {
  const { base } = await serve(() => undefined);
  const missing = await fetch(`${base}/nowhere`);
  expect(missing.status).toBe(404);
  const posted = await fetch(`${base}/page`, { method: "POST", body: "x".repeat(100_000) });
  expect(posted.status).toBe(404);
});
