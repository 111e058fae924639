import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchElectricityPrice } from "./electricity-prices.server";
import { fetchExchangeRates } from "./exchange-rates.server";
import { SERVICE_ANSWER_LIMIT_BYTES, fetchWithTimeout, readCappedText } from "./service-request.server";

// A service answering whatever the test sets, and counting how many bytes it managed to send
// before the client hung up (a capped reader must stop the transfer, not just ignore it).
let send: (response: ServerResponse) => void = (response) => response.end("{}");
let server: Server;
let baseUrl: string;
let bytesWritten = 0;

const CHUNK = Buffer.alloc(64 * 1024, "a");

/** Writes 64 KB chunks until `totalBytes` (or the client leaves), honouring back-pressure. */
function stream(response: ServerResponse, totalBytes: number) {
  let sent = 0;
  const more = () => {
    while (sent < totalBytes && !response.destroyed) {
      sent += CHUNK.length;
      bytesWritten += CHUNK.length;
      if (!response.write(CHUNK)) return void response.once("drain", more);
    }
    response.end();
  };
  response.on("error", () => undefined);
  more();
}

beforeAll(async () => {
  server = createServer((_request, response) => send(response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const GIGABYTE = 1024 ** 3;

describe("capped service answers", () => {
  it("reads an answer under the cap whole", async () => {
    send = (response) => response.end("é".repeat(1000));
    const text = await readCappedText(await fetchWithTimeout(new URL(baseUrl), 2000, "*/*"));
    expect(text).toBe("é".repeat(1000));
  });

  it("refuses at once an answer that declares more than 1 MB", async () => {
    bytesWritten = 0;
    send = (response) => {
      response.writeHead(200, { "Content-Length": String(GIGABYTE) });
      stream(response, GIGABYTE);
    };
    const response = await fetchWithTimeout(new URL(baseUrl), 5000, "*/*");
    await expect(readCappedText(response)).rejects.toThrow(/declares/);
  });

  it("stops reading a chunked answer with no length once it passes 1 MB", async () => {
    bytesWritten = 0;
    send = (response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      stream(response, GIGABYTE);
    };
    const response = await fetchWithTimeout(new URL(baseUrl), 5000, "*/*");
    await expect(readCappedText(response)).rejects.toThrow(/passed/);
    // The transfer was cut: far less than the gigabyte on offer left the server
    // (the limit plus what socket buffers hold).
    expect(bytesWritten).toBeLessThan(64 * SERVICE_ANSWER_LIMIT_BYTES);
  });

  it("stops reading an answer whose Content-Length lies low", async () => {
    // Node's server refuses to write past a declared length, so the lie is told on a raw socket.
    const raw = createServer();
    raw.on("connection", (socket) => {
      socket.on("error", () => undefined);
      socket.write("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\nTransfer-Encoding: chunked\r\nContent-Length: 10\r\n\r\n");
    });
    await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
    const url = new URL(`http://127.0.0.1:${(raw.address() as AddressInfo).port}/`);
    // A conflicting length is a protocol error that fetch rejects: the answer is refused either way.
    await expect(fetchWithTimeout(url, 2000, "*/*").then((response) => readCappedText(response))).rejects.toThrow();
    await new Promise<void>((resolve) => raw.close(() => resolve()));
  });

  it("gives the exchange rates up as too large, so the fallback table is used", async () => {
    send = (response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      stream(response, 8 * SERVICE_ANSWER_LIMIT_BYTES);
    };
    expect(await fetchExchangeRates({ baseUrl, timeoutMs: 5000 }, ["EUR"])).toEqual({ status: "down", reason: "too-large" });
  });

  it("gives the electricity prices up as too large, so the fallback table is used", async () => {
    send = (response) => {
      response.writeHead(200, { "Content-Type": "application/xml", "Content-Length": String(8 * SERVICE_ANSWER_LIMIT_BYTES) });
      stream(response, 8 * SERVICE_ANSWER_LIMIT_BYTES);
    };
    expect(await fetchElectricityPrice({ baseUrl, timeoutMs: 5000 }, "DE")).toEqual({ status: "down", reason: "too-large" });
  });

  it("times out an answer that trickles in slowly, body included", async () => {
    send = (response) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.write('{"success":true,');
      const timer = setInterval(() => response.write(" "), 50);
      response.on("close", () => clearInterval(timer));
    };
    expect(await fetchExchangeRates({ baseUrl, timeoutMs: 400 }, ["EUR"])).toEqual({ status: "down", reason: "timeout" });
  });
});
