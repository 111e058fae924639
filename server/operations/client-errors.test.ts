import { createServer, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientError, clientErrorStatus } from "./client-errors";

/** A Node server with the 'clientError' handler server/serve.js installs. */
let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer((_request, response) => response.end("served"));
  server.on("clientError", answerClientError);
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends raw bytes and reads until the server closes the connection. */
function raw(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("end", () => resolve(received));
    socket.on("error", (error) => (received ? resolve(received) : reject(error)));
    socket.write(text);
  });
}

describe("requests Node's parser refuses", () => {
  it("a 100 KB address gets 414 with a message page, not a reset", async () => {
    const answer = await raw(`GET /en-us/products?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(answer).toContain("Content-Type: text/html; charset=utf-8");
    expect(answer).toContain("<h1>Address too long</h1>");
  });

  it("answers in the language of the address's prefix", async () => {
    const answer = await raw(`GET /zh-cn/products?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(answer).toContain('<html lang="zh-CN">');
  });

  it("a HEAD with a 100 KB address gets the 414 head without a body", async () => {
    const answer = await raw(`HEAD /en-us/products?q=${"a".repeat(100 * 1024)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 414 URI Too Long\r\n/);
    expect(answer).toContain("Content-Type: text/html; charset=utf-8");
    expect(answer.endsWith("\r\n\r\n")).toBe(true);
  });

  it("headers past the limit get 431 with a message page", async () => {
    const answer = await raw(`GET / HTTP/1.1\r\nHost: localhost\r\nCookie: a=${"b".repeat(40 * 1024)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer).toContain("<h1>Request headers too large</h1>");
  });

  it("a method Node does not know gets 501", async () => {
    const answer = await raw("FROBNICATE / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 501 /);
    expect(answer).toContain("<h1>Method not supported</h1>");
  });

  it("maps parser codes to statuses", () => {
    const overflow = (raw: string) => Object.assign(new Error("overflow"), { code: "HPE_HEADER_OVERFLOW", rawPacket: Buffer.from(raw) });
    expect(clientErrorStatus(overflow("GET /aaaa"))).toBe(414);
    expect(clientErrorStatus(overflow("GET / HTTP/1.1\r\nCookie: aaa"))).toBe(431);
    expect(clientErrorStatus(Object.assign(new Error("bad"), { code: "HPE_INVALID_CONSTANT" }))).toBe(400);
  });
});
