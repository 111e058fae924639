/**
 * What the server adds to an answer of @react-router/express's request handler
 * (docs/decisions/019-stock-express-adapter.md): mounted in front of it, `wholeAnswers` holds the
 * bytes the adapter writes (`response.write`/`end`, as the compression middleware does) until the
 * answer ends, then sends them with the Cache-Control of the one cache policy, an ETag and 304,
 * one compression call, and keeps an anonymous page in the page cache. `keptPages`, before the
 * overload limit, sends the kept copy.
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { bodyEtag, ifNoneMatchHits, maxEtagBodyBytes } from "./http-cache";
import { compress, encodedBody, keepForMs, pageCacheKey, pickEncoding, storedPage, withoutNonce, type PageCache, type StoredPage } from "./page-cache";
import { cachePolicy, hasCredentials, isApiPath, type CachePolicy } from "./request-policy";
import { allowOfRouterAnswer } from "./operations/methods";

export type PageCacheSettings = { cache: PageCache; scriptPolicy: (hashes: readonly string[]) => string; maxKeepMs: number };

/** Each request's address, read once: the page cache's key needs it, and a kept page's answer. */
const requestUrls = new WeakMap<ExpressRequest, URL>();

/** The address the page is rendered for, as @react-router/express builds it for React Router. */
export function requestUrl(request: ExpressRequest): URL {
  let url = requestUrls.get(request);
  if (!url) {
    const [, forwardedPort] = request.app?.enabled("trust proxy") ? (request.get("X-Forwarded-Host")?.split(":") ?? []) : [];
    const [, hostPort] = request.get("host")?.split(":") ?? [];
    const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find((value) => Number.isSafeInteger(value));
    const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
    url = new URL(`${request.protocol}://${hostname}${port ? `:${port}` : ""}${request.originalUrl}`);
    requestUrls.set(request, url);
  }
  return url;
}

/**
 * Sends the kept copy of an anonymous page when there is one. Mounted before the overload limit
 * and the database gate: a copy costs neither a render slot nor the database. Otherwise it notes
 * the request's key for `wholeAnswers`, which keeps the page rendered — from the second time an
 * address is asked (PageCache.isWanted).
 */
export function keptPages(pageCache: PageCacheSettings) {
  return (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let key: string | undefined;
    try {
      key = pageCacheKey({ method: request.method, url: requestUrl(request).href, cookie: request.get("cookie"), authorization: request.get("authorization") });
    } catch {
      return next(); // an address URL cannot read: React Router answers it
    }
    if (!key) return next();
    const copy = pageCache.cache.get(key);
    if (copy) return sendStored(request, response, copy, pageCache.scriptPolicy);
    // Asked for the first time: rendered for this visitor alone (with a nonce), not kept.
    if (pageCache.cache.isWanted(key)) response.locals.pageCacheKey = key;
    next();
  };
}

type Write = ExpressResponse["write"];
type End = ExpressResponse["end"];
type Callback = (error?: Error | null) => void;

function chunkBytes(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/**
 * Holds what the request handler behind it writes and sends it whole when it ends (see the file's
 * comment). An answer whose headers went out early (an event stream) passes as it is; one larger
 * than an ETag's limit streams on, compressed as it goes.
 */
export function wholeAnswers(pageCache?: PageCacheSettings) {
  return (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    const write = response.write;
    const end = response.end;
    const chunks: Buffer[] = [];
    let size = 0;
    let written = false;
    const restore = () => {
      response.write = write;
      response.end = end;
    };
    response.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
      if (response.headersSent) {
        restore();
        return (response.write as (...args: unknown[]) => boolean)(chunk, encoding, callback);
      }
      written = true;
      const bytes = chunkBytes(chunk, encoding);
      chunks.push(bytes);
      size += bytes.length;
      const done = typeof encoding === "function" ? encoding : callback;
      if (typeof done === "function") queueMicrotask(() => (done as Callback)());
      if (size > maxEtagBodyBytes) {
        restore();
        applyPolicy(request, response);
        streamOn(request, response, chunks);
      }
      return true;
    } as Write;
    response.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
      restore();
      if (response.headersSent) return (response.end as (...args: unknown[]) => ExpressResponse)(chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        written = true;
        chunks.push(chunkBytes(chunk, encoding));
      }
      const done = [chunk, encoding, callback].find((value) => typeof value === "function") as Callback | undefined;
      if (done) response.once("finish", () => done());
      sendWhole(request, response, written ? (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)) : undefined, pageCache);
      return response;
    } as End;
    next();
  };
}

/** The cache policy's headers, and Allow as the method gate gives it, before the answer goes out. */
function applyPolicy(request: ExpressRequest, response: ExpressResponse): CachePolicy {
  const allow = allowOfRouterAnswer(response.statusCode, headerText(response, "Allow") ?? null);
  if (allow) response.setHeader("Allow", allow);
  const policy = cachePolicy({
    method: request.method,
    path: request.path,
    signedIn: hasCredentials({ cookie: request.get("cookie"), authorization: request.get("authorization") }),
    status: response.statusCode,
    routeCacheControl: headerText(response, "Cache-Control") ?? null,
  });
  response.setHeader("Cache-Control", policy.cacheControl);
  for (const name of policy.vary) response.vary(name);
  return policy;
}

function headerText(response: ExpressResponse, name: string): string | undefined {
  const value = response.getHeader(name);
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.join(", ") : String(value);
}

/** `body` undefined: the answer had none (HEAD, a redirect). */
function sendWhole(request: ExpressRequest, response: ExpressResponse, body: Buffer | undefined, pageCache: PageCacheSettings | undefined): void {
  const policy = applyPolicy(request, response);
  const key = pageCache && typeof response.locals.pageCacheKey === "string" ? response.locals.pageCacheKey : undefined;
  let kept = false;
  if (body === undefined) {
    response.end();
  } else if (request.method !== "GET" || !policy.etag) {
    sendCompressed(request, response, body);
  } else {
    const renderFailed = Number((response.locals.renderErrors as { count?: number } | undefined)?.count ?? 0) > 0;
    const page = key && response.statusCode === 200 && !renderFailed ? shareable(response, body, pageCache!.maxKeepMs) : undefined;
    if (page) {
      pageCache!.cache.set(key!, page);
      sendStored(request, response, page, pageCache!.scriptPolicy);
      kept = true;
    } else {
      sendWithEtag(request, response, body);
    }
  }
  // Not one to keep now (gone, failed, private): an older copy must not stand in for it.
  if (key && !kept) pageCache!.cache.forget(key);
}

/** Headers a kept page is sent with: set by the route and the cache policy, the same for every copy. */
const keptHeaders = ["Content-Type", "Cache-Control", "Vary", "Content-Language", "Link"];

function setCookiesOf(response: ExpressResponse): string[] {
  const value = response.getHeader("Set-Cookie");
  return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
}

/**
 * The answer as it can be kept and shared: a page or a JSON answer that a browser may keep, whose
 * only cookie is the language one (the same for everyone with this key), and — for a page — whose
 * nonce can be traded for script hashes.
 */
function shareable(response: ExpressResponse, body: Buffer, maxKeepMs: number): StoredPage | undefined {
  const contentType = headerText(response, "Content-Type") ?? "";
  const html = /^text\/html\b/i.test(contentType);
  if (!html && !/^application\/json\b/i.test(contentType)) return undefined;
  const keepMs = keepForMs(headerText(response, "Cache-Control") ?? "", maxKeepMs);
  if (keepMs <= 0) return undefined;
  const cookies = setCookiesOf(response);
  if (cookies.some((cookie) => !cookie.startsWith("mc_lang="))) return undefined;
  const nonce = typeof response.locals.nonce === "string" ? response.locals.nonce : "";
  // A JSON answer has no scripts: kept as it is (and refused if it somehow holds the nonce).
  const page = html ? withoutNonce(body.toString("utf8"), nonce) : body.includes(nonce) ? undefined : { html: body.toString("utf8"), scriptHashes: null };
  if (!page) return undefined;
  const headers: [string, string][] = [];
  for (const name of keptHeaders) {
    const value = headerText(response, name);
    if (value !== undefined) headers.push([name, value]);
  }
  for (const cookie of cookies) headers.push(["Set-Cookie", cookie]);
  return storedPage(page, headers, Date.now() + keepMs);
}

/**
 * A kept page: the same bytes for everyone, already compressed, with the CSP of its script
 * hashes in place of this request's nonce. A 304 sends no CSP, as in sendWithEtag.
 */
function sendStored(request: ExpressRequest, response: ExpressResponse, page: StoredPage, scriptPolicy: (hashes: readonly string[]) => string): void {
  for (const name of ["Set-Cookie", "Content-Length", ...keptHeaders]) response.removeHeader(name);
  for (const [name, value] of page.headers) response.append(name, value);
  response.setHeader("ETag", page.etag);
  response.vary("Accept-Encoding");
  if (ifNoneMatchHits(request.get("if-none-match"), page.etag)) {
    response.removeHeader("Content-Security-Policy");
    response.removeHeader("Content-Type");
    response.statusMessage = "Not Modified";
    response.status(304).end();
    return;
  }
  if (page.scriptHashes) response.setHeader("Content-Security-Policy", scriptPolicy(page.scriptHashes));
  const encoding = pickEncoding(request.get("accept-encoding"));
  const body = encodedBody(page, encoding);
  if (encoding !== "identity") response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", body.length);
  response.statusMessage = "OK";
  response.status(200);
  response.end(request.method === "HEAD" ? undefined : body);
}

function sendWithEtag(request: ExpressRequest, response: ExpressResponse, body: Buffer): void {
  const etag = bodyEtag(body, typeof response.locals.nonce === "string" ? response.locals.nonce : undefined);
  response.setHeader("ETag", etag);
  if (!ifNoneMatchHits(request.get("if-none-match"), etag)) {
    sendCompressed(request, response, body);
    return;
  }
  // The client's stored copy carries its own nonce in its body and in its stored CSP header. A
  // cache updates stored headers from a 304, so a new CSP here would block the stored page's
  // scripts (tests/e2e/http-cache.spec.ts fails without this): the 304 sends none.
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length", "Transfer-Encoding"]) response.removeHeader(name);
  response.statusMessage = "Not Modified";
  response.status(304).end();
}

/** Text worth compressing; below 1 KB (the compression middleware's threshold) it is not. */
const compressible = /^\s*(?:text\/|application\/(?:json|javascript|xml|[\w.+-]+\+(?:json|xml))\b)/i;

/**
 * An API answer (JSON, CSV) rendered for one request is compressed only from this size: TCP's
 * initial window (RFC 6928: 10 segments of 1,460 bytes, 14,600 bytes) carries a smaller one with
 * its ~1 KB of headers in the first round trip either way, so compressing it costs CPU for no
 * gain in time. Pages and their data keep the 1 KB threshold (browsers on slow links fetch
 * those), and a kept answer (the page cache) is compressed once for all.
 */
const apiCompressionMinBytes = 13 * 1024;

/** A whole answer, compressed here in one call when the client takes brotli or gzip. */
function sendCompressed(request: ExpressRequest, response: ExpressResponse, body: Buffer): void {
  const type = headerText(response, "Content-Type") ?? "";
  const threshold = isApiPath(request.path) ? apiCompressionMinBytes : 1024;
  if (body.length < threshold || !compressible.test(type) || response.getHeader("Content-Encoding")) {
    response.setHeader("Content-Length", body.length);
    response.end(body);
    return;
  }
  response.vary("Accept-Encoding");
  const encoding = pickEncoding(request.get("accept-encoding"));
  if (encoding === "identity") {
    response.setHeader("Content-Length", body.length);
    response.end(body);
    return;
  }
  const encoded = compress(body, encoding, "once");
  response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", encoded.length);
  response.end(encoded);
}

/**
 * An answer too large to hold: what was held goes first and the rest follows as the handler
 * writes it, compressed as it streams when the client takes it. No ETag.
 */
function streamOn(request: ExpressRequest, response: ExpressResponse, held: readonly Buffer[]): void {
  const encoding = compressible.test(headerText(response, "Content-Type") ?? "") && !response.getHeader("Content-Encoding") ? pickEncoding(request.get("accept-encoding")) : "identity";
  if (encoding === "identity") {
    for (const chunk of held) response.write(chunk);
    return;
  }
  response.vary("Accept-Encoding");
  response.setHeader("Content-Encoding", encoding);
  response.removeHeader("Content-Length");
  const zip = encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }) : createGzip({ level: 3 });
  const write = response.write.bind(response) as (chunk: Buffer) => boolean;
  const end = response.end.bind(response) as () => ExpressResponse;
  zip.on("data", (chunk: Buffer) => write(chunk));
  zip.once("end", () => end());
  zip.once("error", (error) => response.destroy(error));
  response.write = function (chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const done = [encodingOrCallback, callback].find((value) => typeof value === "function") as Callback | undefined;
    return zip.write(chunkBytes(chunk, encodingOrCallback), done);
  } as Write;
  response.end = function (chunk?: unknown, encodingOrCallback?: unknown) {
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") zip.write(chunkBytes(chunk, encodingOrCallback));
    zip.end();
    return response;
  } as End;
  for (const chunk of held) zip.write(chunk);
}
