import type { NextFunction, Request, Response } from "express";
import { sendAnswer } from "../answers";
import { isApiPath } from "../request-policy";
import type { PageMethods } from "./route-methods";

/**
 * The methods some route of the site answers; the routes and the APIs decide among these
 * (a page's action takes POST, the data API's writes POST, the calculator APIs GET and HEAD).
 * Any other method (TRACE, PROPFIND, MKCOL, LOCK, COPY, MOVE, SEARCH, PURGE, LINK…) is refused
 * here, before the static files and React Router: the Fetch API's Request refuses TRACE (a 500
 * with a stack) and React Router answered the others 405 "Unexpected Server Error" without Allow.
 */
const answeredMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The pages' methods from the route table (server/app.ts sets it); until then a page only reads. */
let pageMethods: PageMethods = () => undefined;

export function usePageMethods(methods: PageMethods): void {
  pageMethods = methods;
}

/**
 * What the address answers, for `Allow`: the data API its operation's method; a file (it has an
 * extension and is not an API's download), the health checks and the read-only APIs GET and HEAD; a page
 * POST too when its route has an action.
 */
export function allowedMethods(path: string): string {
  const data = dataApiOperation(path);
  if (data) return data === "search_entry" ? "GET" : "POST";
  if (isApiPath(path) || /\.[^/]*$/.test(path) || /^\/(?:healthz|readyz)\/?$/i.test(path)) return "GET, HEAD";
  return pageMethods(path) ?? "GET, HEAD";
}

/** The data API's operation of an address (docs/api.md), whose answers have their own shape. */
function dataApiOperation(path: string): string | undefined {
  return /^\/(?:[a-z]{2}-[a-z]{2}\/)?api\/data\/([a-z_]+)\/?$/i.exec(path)?.[1]?.toLowerCase();
}

export function isAnsweredMethod(method: string): boolean {
  return answeredMethods.has(method);
}

/**
 * 405 with `Allow` and the site's translated message for a method no route answers; OPTIONS on a
 * page, file or health check is 204 with the same `Allow` (the read-only APIs answer their own OPTIONS;
 * React Router answered a page's 405 naming GET and HEAD even where the page takes POST).
 */
export function methodGate(request: Request, response: Response, next: NextFunction): void {
  if (request.method === "OPTIONS" && !isApiPath(request.path)) {
    request.resume();
    response.status(204).set({ Allow: allowedMethods(request.path), "Cache-Control": "no-store" }).end();
    return;
  }
  if (isAnsweredMethod(request.method)) return next();
  request.resume();
  response.set("Allow", allowedMethods(request.path));
  // The data API documents its own 405 body (docs/api.md, "Answers"); the rest the site's message.
  if (dataApiOperation(request.path)) {
    response.status(405).set("Cache-Control", "no-store").json({ success: false, error: "method-not-allowed" });
    return;
  }
  sendAnswer(request, response, 405);
}

/**
 * `Allow` for a 405 React Router gave itself (a page or API route without an action, asked with
 * POST, PUT, PATCH or DELETE): such a route answers only reads. A route's own 405 names its methods.
 */
export function allowOfRouterAnswer(status: number, allow: string | null): string | undefined {
  return status === 405 && !allow ? "GET, HEAD" : undefined;
}
