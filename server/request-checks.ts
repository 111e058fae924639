/**
 * The request rules that run before React Router, as middleware in front of the request handler
 * (docs/decisions/006-request-limits.md, 014-express-adapter.md): an unreadable address is 404 or
 * 400; a page action's body must be form data (415); a body is read whole, counted against its
 * limit while it streams, chunked or not (413), and checked — encoding, multipart NUL, JSON
 * depth (400) — before anything parses it. The bytes read are handed on in `response.locals.body`,
 * and `withCheckedBody` gives them to @react-router/express, which reads a body from the request stream.
 */
import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { Readable } from "node:stream";
import { sendAnswer } from "./answers";
import { bodyLimit, isApiPath, isFormType, isJsonType, isReadableUrlencoded, jsonDepthExceeds, unreadableUrlStatus } from "./request-policy";

class BodyTooLarge extends Error {}

/** Reads the body up to `limit` bytes; rejects with BodyTooLarge as soon as it is exceeded. */
function readBody(request: ExpressRequest, limit: number): Promise<Buffer> {
  const declared = Number(request.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.off("data", onData);
        // Stop reading; the rest is discarded so the 413 can still be sent on this connection.
        request.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    request.on("data", onData);
    request.once("end", () => resolve(Buffer.concat(chunks)));
    request.once("error", reject);
  });
}

/** A multipart body that parses, without NUL in any field (a route's formData() would throw). */
async function isReadableMultipart(contentType: string, body: Buffer): Promise<boolean> {
  try {
    const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": contentType } }).formData();
    for (const [name, value] of form.entries()) {
      if (name.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** The body a request brought, read by `checkedRequest` (undefined for GET and HEAD). */
export function checkedBody(response: ExpressResponse): Buffer | undefined {
  return Buffer.isBuffer(response.locals.body) ? response.locals.body : undefined;
}

/** The stream methods the adapter's body reader (createReadableStreamFromReadable) calls. */
const streamMethods = ["on", "once", "off", "removeListener", "pause", "resume", "isPaused", "destroy", "read", "pipe"] as const;

/**
 * The handler given the request with its body as the checked bytes: the request stream itself was
 * read by the checks. Everything else — headers, address, app settings — is the request's own.
 */
export function withCheckedBody(handler: RequestHandler): RequestHandler {
  return (request, response, next) => {
    const body = checkedBody(response);
    if (body === undefined) return handler(request, response, next);
    const replay = Readable.from(body.length > 0 ? [body] : []);
    const own: PropertyDescriptorMap = { readableHighWaterMark: { value: replay.readableHighWaterMark } };
    for (const name of streamMethods) own[name] = { value: (replay[name] as (...args: unknown[]) => unknown).bind(replay) };
    return handler(Object.create(request, own) as ExpressRequest, response, next);
  };
}

export async function checkedRequest(request: ExpressRequest, response: ExpressResponse, next: NextFunction): Promise<void> {
  try {
    const badUrl = unreadableUrlStatus(request.originalUrl);
    if (badUrl) return sendAnswer(request, response, badUrl);
    if (request.method === "GET" || request.method === "HEAD") return next();
    const path = request.path;
    const contentType = request.get("content-type");
    // Page actions take form data only; the API routes read their own types.
    if (!isApiPath(path) && !isFormType(contentType) && request.get("content-length") !== "0" && (request.get("content-length") || request.get("transfer-encoding"))) {
      request.resume();
      return sendAnswer(request, response, 415);
    }
    const limit = bodyLimit(request.method, path, { contentType, authorization: request.get("authorization"), cookie: request.get("cookie") });
    let body: Buffer;
    try {
      body = await readBody(request, limit);
    } catch (error) {
      if (!(error instanceof BodyTooLarge)) throw error;
      response.set("Connection", "close");
      return sendAnswer(request, response, 413);
    }
    if (/^\s*application\/x-www-form-urlencoded\b/i.test(contentType ?? "") && !isReadableUrlencoded(body.toString("latin1"))) {
      return sendAnswer(request, response, 400);
    }
    if (/^\s*multipart\/form-data\b/i.test(contentType ?? "") && !(await isReadableMultipart(contentType ?? "", body))) {
      return sendAnswer(request, response, 400);
    }
    if (isJsonType(contentType) && jsonDepthExceeds(body.toString("utf8"))) return sendAnswer(request, response, 400);
    // A page action sent nothing: an empty form, since formData() throws (a 500) without a form type.
    if (!isApiPath(path) && body.length === 0 && !isFormType(contentType)) request.headers["content-type"] = "application/x-www-form-urlencoded";
    response.locals.body = body;
    next();
  } catch (error) {
    next(error);
  }
}
