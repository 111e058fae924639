/**
 * What stays of our copy of @react-router/express's createRequestHandler (v7), and why
 * (docs/decisions/014-express-adapter.md): React Router is handed the body that `checkedRequest`
 * (server/request-checks.ts, mounted in front) already read and checked, and a GET answer is held
 * whole before it is sent — for its Cache-Control from the one cache policy, an ETag and 304,
 * one compression call and the page cache. The calculator APIs' resource route is answered
 * through the same path without React Router's matching (`directRoutes`).
 */
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler as createRouterHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { bodyEtag, ifNoneMatchHits, maxEtagBodyBytes } from "./http-cache";
import { compress, encodedBody, keepForMs, pageCacheKey, pickEncoding, storedPage, withoutNonce, type PageCache, type StoredPage } from "./page-cache";
import { answerDirectly, directRoutesOf, type DirectRoute } from "./direct-routes";
import { checkedBody } from "./request-checks";
import { wholeBodyOf } from "~/utils/whole-body.server";
import { cachePolicy, hasCredentials, isApiPath } from "./request-policy";
import { allowOfRouterAnswer } from "./operations/methods";

/**
 * Node's headers as a Request's: a record of names to strings as they are (a Request copies a
 * record ~3 times faster than a Headers object), a list of pairs when a header came as several
 * values (node keeps only set-cookie so), each value its own header.
 */
function routerHeaders(source: ExpressRequest["headers"]): HeadersInit {
  for (const name in source) {
    if (Array.isArray(source[name])) {
      const pairs: [string, string][] = [];
      for (const [key, values] of Object.entries(source)) {
        if (values === undefined) continue;
        for (const value of Array.isArray(values) ? values : [values]) pairs.push([key, value]);
      }
      return pairs;
    }
  }
  return source as Record<string, string>;
}

/** Each request's address, read once: the page cache's key and React Router's request both need it. */
const requestUrls = new WeakMap<ExpressRequest, URL>();

/** The address the page is rendered for: protocol, host (behind a trusted proxy, the forwarded one), path, query. */
function requestUrl(request: ExpressRequest): URL {
  let url = requestUrls.get(request);
  if (!url) requestUrls.set(request, (url = readRequestUrl(request)));
  return url;
}

function readRequestUrl(request: ExpressRequest): URL {
  const [, forwardedPort] = request.app?.enabled("trust proxy") ? (request.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = request.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find((value) => Number.isSafeInteger(value));
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${request.protocol}://${hostname}${port ? `:${port}` : ""}${request.originalUrl}`);
}

/**
 * The request as React Router's handlers read it. `abortable`: its signal aborts when the client
 * goes away before the answer is finished (a page's render stops streaming); a direct route's
 * handler reads none, and following a signal is most of what building a Request costs.
 */
function routerRequest(request: ExpressRequest, response: ExpressResponse, body: Buffer | undefined, abortable = true): Request {
  const url = requestUrl(request);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: routerHeaders(request.headers) };
  if (abortable) {
    const controller = new AbortController();
    // Closed before it finished: the client went away.
    response.once("close", () => response.writableFinished || controller.abort());
    init.signal = controller.signal;
  }
  if (body !== undefined) init.body = new Uint8Array(body);
  return new Request(url.href, init);
}

export type PageCacheSettings = { cache: PageCache; scriptPolicy: (hashes: readonly string[]) => string; maxKeepMs: number };

/**
 * Sends the kept copy of an anonymous page when there is one. Mounted before the overload limit
 * and the database gate: a copy costs neither a render slot nor the database. Otherwise it notes
 * the request's key for the request handler, which keeps the page it renders — from the second
 * time an address is asked (PageCache.isWanted).
 */
export function keptPages(pageCache: PageCacheSettings) {
  return (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    let key: string | undefined;
    try {
      key = pageCacheKey({ method: request.method, url: requestUrl(request).href, cookie: request.get("cookie"), authorization: request.get("authorization") });
    } catch {
      return next(); // an address URL cannot read: the request handler answers it
    }
    if (!key) return next();
    const copy = pageCache.cache.get(key);
    if (copy) return sendStored(request, response, copy, pageCache.scriptPolicy);
    // Asked for the first time: rendered for this visitor alone (with a nonce), not kept.
    if (pageCache.cache.isWanted(key)) response.locals.pageCacheKey = key;
    next();
  };
}

export function createRequestHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => AppLoadContext;
  mode?: string;
  /** Anonymous pages kept rendered (server/page-cache.ts); `keptPages` in front names the key. */
  pageCache?: PageCacheSettings;
  /** Resource routes answered without React Router's matching (server/direct-routes.ts); a build object only. */
  directRoutes?: readonly DirectRoute[];
}) {
  const handle = createRouterHandler(options.build, options.mode ?? process.env.NODE_ENV);
  const directCall = options.directRoutes && typeof options.build !== "function" ? directRoutesOf(options.build, options.directRoutes) : undefined;
  return async (request: ExpressRequest, response: ExpressResponse, next: NextFunction) => {
    try {
      const pageCache = options.pageCache;
      const key = pageCache && typeof response.locals.pageCacheKey === "string" ? response.locals.pageCacheKey : undefined;
      const context = options.getLoadContext(request, response);
      const body = checkedBody(response);
      const call = directCall?.(request.method, request.path, request.originalUrl);
      const direct = call && (await answerDirectly(call, routerRequest(request, response, body, false), context));
      const routed = direct?.response ?? (await handle(routerRequest(request, response, body), context));
      let kept = false;
      const keep = key
        ? Object.assign(
            (page: StoredPage | undefined) => {
              if (context.renderErrors.count > 0 || !page) return false;
              pageCache!.cache.set(key, page);
              sendStored(request, response, page, pageCache!.scriptPolicy);
              kept = true;
              return true;
            },
            { maxKeepMs: pageCache!.maxKeepMs },
          )
        : undefined;
      // A page (app/entry.server.tsx) and a direct route's answer come with their bytes held whole.
      await send(request, response, routed, keep, direct?.body ?? wholeBodyOf(routed));
      // Not one to keep now (gone, failed, private): an older copy must not stand in for it.
      if (key && !kept) pageCache!.cache.forget(key);
    } catch (error) {
      next(error);
    }
  };
}

/** Sends a kept page (or keeps it) instead of the answer; false when the answer is sent as usual. */
type Keep = ((page: StoredPage | undefined) => boolean) & { maxKeepMs: number };

/** `whole`: the answer's body, already whole (a page, a direct route's answer), in place of routed.body. */
async function send(request: ExpressRequest, response: ExpressResponse, routed: Response, keep?: Keep, whole?: Buffer): Promise<void> {
  if (response.destroyed || response.writableEnded) {
    await routed.body?.cancel();
    return;
  }
  response.statusMessage = routed.statusText;
  response.status(routed.status);
  for (const [key, value] of routed.headers.entries()) response.append(key, value);
  const allow = allowOfRouterAnswer(routed.status, routed.headers.get("Allow"));
  if (allow) response.setHeader("Allow", allow);
  const policy = cachePolicy({
    method: request.method,
    path: request.path,
    signedIn: hasCredentials({ cookie: request.get("cookie"), authorization: request.get("authorization") }),
    status: routed.status,
    routeCacheControl: routed.headers.get("Cache-Control"),
  });
  response.setHeader("Cache-Control", policy.cacheControl);
  for (const name of policy.vary) response.vary(name);
  if (routed.headers.get("Content-Type")?.match(/text\/event-stream/i)) {
    response.flushHeaders();
  } else if (whole || routed.body) {
    // Held whole (up to a limit): an ETag for public GET answers, and one compression call for
    // all, far cheaper than a compression stream per answer.
    let body = whole;
    if (!body) {
      const reader = routed.body!.getReader();
      const held = await readUpTo(reader, maxEtagBodyBytes);
      // Too large to hold: no ETag; what was read goes first, the rest streams.
      if (!held.complete) return pipeRest(request, response, held.chunks, reader);
      body = held.chunks.length === 1 ? held.chunks[0]! : Buffer.concat(held.chunks);
    }
    if (request.method !== "GET" || !policy.etag) return sendCompressed(request, response, body);
    if (keep && routed.status === 200 && keep(shareable(response, routed, body, keep.maxKeepMs))) return;
    return sendWithEtag(request, response, body);
  }
  response.end();
}

/** Headers a kept page is sent with: set by the route and the cache policy, the same for every copy. */
const keptHeaders = ["Content-Type", "Cache-Control", "Vary", "Content-Language", "Link"];

/**
 * The answer as it can be kept and shared: a page or a JSON answer that a browser may keep, whose
 * only cookie is the language one (the same for everyone with this key), and — for a page — whose
 * nonce can be traded for script hashes.
 */
function shareable(response: ExpressResponse, routed: Response, body: Buffer, maxKeepMs: number): StoredPage | undefined {
  const contentType = routed.headers.get("Content-Type") ?? "";
  const html = /^text\/html\b/i.test(contentType);
  if (!html && !/^application\/json\b/i.test(contentType)) return undefined;
  const keepMs = keepForMs(String(response.getHeader("Cache-Control") ?? ""), maxKeepMs);
  if (keepMs <= 0) return undefined;
  const cookies = routed.headers.getSetCookie();
  if (cookies.some((cookie) => !cookie.startsWith("mc_lang="))) return undefined;
  const nonce = typeof response.locals.nonce === "string" ? response.locals.nonce : "";
  // A JSON answer has no scripts: kept as it is (and refused if it somehow holds the nonce).
  const page = html ? withoutNonce(body.toString("utf8"), nonce) : body.includes(nonce) ? undefined : { html: body.toString("utf8"), scriptHashes: null };
  if (!page) return undefined;
  const headers: [string, string][] = [];
  for (const name of keptHeaders) {
    const value = response.getHeader(name);
    if (value !== undefined) headers.push([name, String(value)]);
  }
  for (const cookie of cookies) headers.push(["Set-Cookie", cookie]);
  return storedPage(page, headers, Date.now() + keepMs);
}

/**
 * A kept page: the same bytes for everyone, already compressed, with the CSP of its script
 * hashes in place of this request's nonce. A 304 sends no CSP, as in sendWithEtag.
 */
function sendStored(request: ExpressRequest, response: ExpressResponse, page: StoredPage, scriptPolicy: (hashes: readonly string[]) => string): void {
  for (const name of ["Set-Cookie", ...keptHeaders]) response.removeHeader(name);
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

/**
 * A whole answer, compressed here in one call when the client takes brotli or gzip; the
 * compression middleware then leaves it as it is (it skips an answer with a Content-Encoding).
 */
function sendCompressed(request: ExpressRequest, response: ExpressResponse, body: Buffer): void {
  const type = String(response.getHeader("Content-Type") ?? "");
  const threshold = isApiPath(request.path) ? apiCompressionMinBytes : 1024;
  if (body.length < threshold || !compressible.test(type) || response.getHeader("Content-Encoding")) {
    response.end(body);
    return;
  }
  response.vary("Accept-Encoding");
  const encoding = pickEncoding(request.get("accept-encoding"));
  if (encoding === "identity") {
    response.end(body);
    return;
  }
  const encoded = compress(body, encoding, "once");
  response.setHeader("Content-Encoding", encoding);
  response.setHeader("Content-Length", encoded.length);
  response.end(encoded);
}

type ByteReader = ReadableStreamDefaultReader<Uint8Array>;

/** Reads chunks until the stream ends (complete) or more than `limit` bytes came. */
async function readUpTo(reader: ByteReader, limit: number): Promise<{ chunks: Buffer[]; complete: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { chunks, complete: true };
    // The bytes as they are, not copied: nothing writes to a chunk once it is read.
    chunks.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
    size += value.byteLength;
    if (size > limit) return { chunks, complete: false };
  }
}


/**
 * The rest of an answer too large to hold, after the chunks already read: compressed as it
 * streams when the client takes it (the app's answers pass no compression middleware).
 */
async function pipeRest(request: ExpressRequest, response: ExpressResponse, first: readonly Buffer[], reader: ByteReader): Promise<void> {
  async function* chunks() {
    try {
      yield* first;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      // Left early (the client went away): stop what produces the rest.
      reader.cancel().catch(() => undefined);
    }
  }
  const stages: NodeJS.ReadableStream[] = [Readable.from(chunks())];
  const encoding = compressible.test(String(response.getHeader("Content-Type") ?? "")) && !response.getHeader("Content-Encoding") ? pickEncoding(request.get("accept-encoding")) : "identity";
  if (encoding !== "identity") {
    response.vary("Accept-Encoding");
    response.setHeader("Content-Encoding", encoding);
    response.removeHeader("Content-Length");
    stages.push(encoding === "br" ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }) : createGzip({ level: 3 }));
  }
  try {
    await pipeline([...stages, response]);
  } catch (error) {
    if (response.destroyed || response.writableEnded) return;
    throw error;
  }
}
