import express from "express";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { directDispatch } from "./direct-dispatch.js";

let running: Server | undefined;
afterEach(() => running?.close());

/** An express app behind the dispatch; the direct answer takes /direct/… and does what its path says. */
async function serveWith(): Promise<string> {
  const server = express();
  const dispatch = directDispatch(server);
  server.get("/plain", (_request, response) => response.send("express"));
  server.get("/direct/pass", (_request, response) => response.send("express after a pass"));
  server.get("/direct/fail", (_request, response) => response.send("express's route"));
  dispatch.answerDirectly({
    takes: (request) => request.url?.startsWith("/direct/") ?? false,
    answer: (request, response, passOn) => {
      if (request.url === "/direct/answer") return response.end("direct");
      if (request.url === "/direct/fail") return passOn(new Error("step failed"));
      passOn();
    },
  });
  running = createServer(dispatch.listener).listen(0, "127.0.0.1");
  await once(running, "listening");
  return `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
}

async function text(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
}

describe("directDispatch", () => {
  it("answers a taken request directly and leaves the rest to express", async () => {
    const base = await serveWith();
    expect(await text(`${base}/direct/answer`)).toEqual({ status: 200, body: "direct" });
    expect(await text(`${base}/plain`)).toEqual({ status: 200, body: "express" });
  });

  it("hands a request passed on without an error to express from its first step", async () => {
    const base = await serveWith();
    expect(await text(`${base}/direct/pass`)).toEqual({ status: 200, body: "express after a pass" });
  });

  it("hands an error to express's error handling: a 500, no route of express runs", async () => {
    const base = await serveWith();
    const answer = await text(`${base}/direct/fail`);
    expect(answer.status).toBe(500);
    expect(answer.body).not.toContain("express's route");
  });
});
