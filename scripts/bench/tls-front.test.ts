import { execFileSync } from "node:child_process";
import http, { type IncomingHttpHeaders } from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passedHeaders, startTlsFront } from "./tls-front";

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe("the HTTPS and HTTP/2 front for Lighthouse", () => {
  it("passes the headers of a request and an answer, not HTTP/2's pseudo-headers nor HTTP/1.1's hop-by-hop ones", () => {
    expect(passedHeaders({ ":path": "/en-us", ":authority": "127.0.0.1:1", connection: "keep-alive", "keep-alive": "timeout=5", "transfer-encoding": "chunked", "accept-encoding": "br", cookie: "mc_lang=zh-cn" } as IncomingHttpHeaders)).toEqual({
      "accept-encoding": "br",
      cookie: "mc_lang=zh-cn",
    });
  });

  let upstream: http.Server;
  let seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(201, { "Content-Type": "text/plain", Connection: "keep-alive", "X-Kept": "yes" });
      response.end(`${request.method} ${request.url}`);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  it("answers over HTTP/2 with the server's answer, the browser's host kept for the page cache", async () => {
    seen = [];
    const { port } = upstream.address() as AddressInfo;
    const front = await startTlsFront(`http://127.0.0.1:${port}`, 0);
    if (!hasOpenssl) {
      // Without openssl there is no certificate: the bench says so and measures plain HTTP.
      expect(front).toEqual({ unavailable: "openssl could not make a certificate" });
      return;
    }
    if ("unavailable" in front) throw new Error(front.unavailable);
    try {
      const session = http2.connect(front.base, { rejectUnauthorized: false });
      const answer = await new Promise<{ status: number; kept: unknown; body: string }>((resolve, reject) => {
        const stream = session.request({ ":path": "/en-us?x=1", ":method": "GET", "accept-encoding": "br" });
        let status = 0;
        let kept: unknown;
        let body = "";
        stream.on("response", (headers) => {
          status = Number(headers[":status"]);
          kept = headers["x-kept"];
        });
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (body += chunk));
        stream.on("end", () => resolve({ status, kept, body }));
        stream.on("error", reject);
      });
      session.close();
      expect(answer).toEqual({ status: 201, kept: "yes", body: "GET /en-us?x=1" });
      expect(seen[0]).toMatchObject({ host: front.base.replace("https://", ""), "accept-encoding": "br" });
      // The warm-up asks the same way (HTTPS, the same host), so it fills the copy the browser gets.
      expect(await front.warm("/zh-cn")).toBe(201);
      expect(seen[1]).toMatchObject({ host: front.base.replace("https://", "") });
    } finally {
      await front.stop();
    }
  });
});
