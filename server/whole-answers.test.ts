import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import express, { type Request, type Response } from "express";
import { once } from "node:events";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";
import { checkedRequest, withCheckedBody } from "./request-checks";
import { keptPages, wholeAnswers, type PageCacheSettings } from "./whole-answers";

const nonce = "AbCdEfGhIjKlMnOpQrStUv==";
const page = `<!DOCTYPE html><html><body>${"<p>monitor</p>".repeat(200)}<script nonce="${nonce}">window.a=1</script></body></html>`;

/** What @react-router/express does with React Router's Response (its sendRemixResponse). */
async function sendLikeTheAdapter(response: Response, answer: globalThis.Response): Promise<void> {
  response.statusMessage = answer.statusText;
  response.status(answer.status);
  for (const [key, value] of answer.headers.entries()) response.append(key, value);
  if (answer.body) await writeReadableStreamToWritable(answer.body, response);
  else response.end();
}

let running: Server | undefined;
afterEach(() => running?.close());

async function serve(answer: (request: Request) => globalThis.Response | Promise<globalThis.Response>, pageCache?: PageCacheSettings) {
  const app = express();
  app.use((_request, response, next) => {
    response.locals.nonce = nonce;
    response.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    next();
  });
  if (pageCache) app.use(keptPages(pageCache));
  app.use(
    checkedRequest,
    wholeAnswers(pageCache),
    withCheckedBody((request, response, next) => {
      Promise.resolve(answer(request))
        .then((routed) => sendLikeTheAdapter(response, request.method === "HEAD" ? new globalThis.Response(null, routed) : routed))
        .catch(next);
    }),
  );
  running = createServer(app).listen(0, "127.0.0.1");
  await once(running, "listening");
  return `http://127.0.0.1:${(running.address() as AddressInfo).port}`;
}

/** A raw request: fetch would decompress, and its HEAD hides what was sent. */
function call(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: options.method ?? "GET", headers: options.headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

const htmlAnswer = () => new globalThis.Response(page, { headers: { "Content-Type": "text/html; charset=utf-8" } });

describe("wholeAnswers behind the adapter", () => {
  it("sends a page whole: the cache policy, an ETag without the nonce, one compression", async () => {
    const base = await serve(htmlAnswer);
    const answer = await call(`${base}/en-us`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
    expect(answer.headers["etag"]).toMatch(/^W\/"/);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(page);
  });

  it("answers a conditional GET with 304 and no CSP or Content-Type, a HEAD with the headers alone", async () => {
    const base = await serve(htmlAnswer);
    const first = await call(`${base}/en-us`);
    const again = await call(`${base}/en-us`, { headers: { "If-None-Match": String(first.headers["etag"]) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers["content-type"]).toBeUndefined();
    const head = await call(`${base}/en-us`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["cache-control"]).toBe("public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  });

  it("keeps a page asked twice and sends the copy with script hashes in place of the nonce, to GET, HEAD and If-None-Match", async () => {
    let renders = 0;
    const cache = new PageCache({ maxBytes: 1024 * 1024, maxPageBytes: 1024 * 1024 });
    const base = await serve(
      () => {
        renders += 1;
        return htmlAnswer();
      },
      { cache, scriptPolicy: (hashes) => `script-src ${hashes.join(" ")}`, maxKeepMs: 60_000 },
    );
    await call(`${base}/en-us`);
    const kept = await call(`${base}/en-us`);
    expect(kept.body.toString("utf8")).not.toContain(nonce);
    const copy = await call(`${base}/en-us`);
    expect(renders).toBe(2);
    expect(copy.body.equals(kept.body)).toBe(true);
    expect(copy.headers["content-security-policy"]).toMatch(/^script-src 'sha256-/);
    const head = await call(`${base}/en-us`, { method: "HEAD" });
    expect([head.status, head.body.length, head.headers["etag"]]).toEqual([200, 0, copy.headers["etag"]]);
    const revalidated = await call(`${base}/en-us`, { headers: { "If-None-Match": String(copy.headers["etag"]) } });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(2);
  });

  it("makes writes and redirects private, without an ETag", async () => {
    const base = await serve((request) =>
      request.method === "POST" ? new globalThis.Response(null, { status: 302, headers: { Location: "/en-us" } }) : htmlAnswer(),
    );
    const answer = await call(`${base}/en-us/collections`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1" });
    expect(answer.status).toBe(302);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["etag"]).toBeUndefined();
  });

  it("gives the adapter the body the checks read from the request stream", async () => {
    const base = await serve(async (request) => {
      const body = await new globalThis.Response(createReadableStreamFromReadable(request)).text();
      return new globalThis.Response(`got ${body}`, { headers: { "Content-Type": "text/plain" } });
    });
    const answer = await call(`${base}/en-us/collections`, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=desk&size=27" });
    expect(answer.body.toString("utf8")).toBe("got name=desk&size=27");
  });

  it("streams an answer larger than an ETag's limit, compressed as it goes", async () => {
    const large = "x".repeat(3 * 1024 * 1024);
    const base = await serve(() => new globalThis.Response(large, { headers: { "Content-Type": "text/plain" } }));
    const answer = await call(`${base}/en-us/big.txt`, { headers: { "Accept-Encoding": "br" } });
    expect(answer.headers["etag"]).toBeUndefined();
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.body).toString("utf8")).toBe(large);
  });
});
