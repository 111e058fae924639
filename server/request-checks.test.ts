import express from "express";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedBody, checkedRequest } from "./request-checks";

/** checkedRequest in front of a route that reads its form the way a page action does (Request.formData). */
let server: Server;
let port = 0;
beforeAll(async () => {
  const app = express();
  app.use(checkedRequest);
  app.use((request, response) => {
    const body = checkedBody(response);
    const headers = new Headers(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
    new Request(`http://localhost${request.url}`, { method: request.method, headers, body: body ? new Uint8Array(body) : undefined })
      .formData()
      .then((form) => response.json({ fields: [...form.keys()] }))
      .catch(() => response.status(500).end());
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

describe("a page action's body", () => {
  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s with no body and no type reads as an empty form, not a 500", async (method) => {
    const answer = await send(method, "/en-us/settings");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ fields: [] });
  });

  it("a form keeps its fields; a page body of another type is 415", async () => {
    expect(JSON.parse((await send("POST", "/en-us/settings", { "Content-Type": "application/x-www-form-urlencoded" }, "a=1")).body)).toEqual({ fields: ["a"] });
    expect((await send("POST", "/en-us/settings", { "Content-Type": "text/plain" }, "a=1")).status).toBe(415);
  });
});
