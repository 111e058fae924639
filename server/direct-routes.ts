/**
 * Resource routes answered without React Router's request handler (issue 31;
 * docs/decisions/020-direct-api-routes.md): for an address a
 * direct route recognises, its loader (GET, HEAD, OPTIONS) or action is called with the arguments
 * React Router would give it, and its Response is handled as React Router's resource-request path
 * handles it. What this skips is the per-request route matching against every route branch and
 * the request handler's other work. The route module is the one code path: the same
 * `loader`/`action` answers both ways (server/direct-routes.test.ts compares the bytes).
 * Anything unusual — an address the pattern does not take, `index` or `_routes` in the query
 * (React Router strips those), a handler that throws something other than a Response — goes to
 * React Router as before.
 */
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, ServerBuild } from "react-router";
import { utf8Bytes, wholeBodyOf } from "~/utils/whole-body.server";
import { checkedBody } from "./request-checks";
import { requestUrl } from "./whole-answers";

export type DirectRoute = {
  /** The route's id in the build (its file under app/, without the extension). */
  routeId: string;
  /** The route's params for a path it answers directly; undefined leaves the path to React Router. */
  params: (path: string) => Record<string, string> | undefined;
};

/**
 * `/{lang}/api/calculators/<name>[.csv|.pdf]` in its plain spelling: every calculator the route
 * serves (servedCalculator, energy among them). Other spellings (a trailing slash, capitals, escapes)
 * still reach the same route through React Router.
 */
const calculatorApiPath = /^\/([a-z]{2}-[a-z]{2}|[a-z]{2})\/api\/calculators\/([a-z][a-z-]*(?:\.[a-z]+)?)$/;
export const calculatorApiRoute: DirectRoute = {
  routeId: "routes/api.calculators",
  params: (path) => {
    const match = calculatorApiPath.exec(path);
    return match ? { lang: match[1]!, name: match[2]! } : undefined;
  },
};

type Handler = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown;

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const writeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Query names React Router takes out of a loader's request: such a request is left to it. */
const routerQueryNames = /[?&](?:index|_routes)(?:[=&]|$)/;

/**
 * What React Router's resource-request path would send for a handler's result: a Response, and
 * for data (a plain object) its JSON bytes already whole (`body`), as `Response.json` would make
 * them but without a body stream to read back; the same for a Response that holds its text whole
 * (app/utils/whole-body.server.ts).
 */
export type DirectAnswer = { response: Response; body?: Buffer };

/** A Response's status and headers without its body. */
function headOnly(response: Response): Response {
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

function asAnswer(result: unknown, method: string): DirectAnswer {
  if (result instanceof Response) {
    const whole = wholeBodyOf(result);
    if (whole === undefined) return { response: result };
    // A text answer held whole (a calculator's CSV): its bytes as they are, as for JSON below.
    return { response: headOnly(result), body: whole };
  }
  if (typeof result === "string") return { response: new Response(result) };
  const json = method === "HEAD" ? undefined : JSON.stringify(result);
  // HEAD, or a value JSON cannot write (undefined, a function): as React Router makes it.
  if (json === undefined) return { response: Response.json(result) };
  return { response: new Response(null, { headers: { "Content-Type": "application/json" } }), body: utf8Bytes(json) };
}

export type DirectCall = { handler: Handler; params: Record<string, string> };

/** A build's direct routes: which handler answers a request directly, if any. */
export function directRoutesOf(build: ServerBuild, routes: readonly DirectRoute[]) {
  const served = routes.map((route) => {
    const module = build.routes[route.routeId]?.module;
    if (!module) throw new Error(`No route ${route.routeId} in the server build`);
    return { params: route.params, loader: module.loader as Handler | undefined, action: module.action as Handler | undefined };
  });
  return (method: string, path: string, originalUrl: string): DirectCall | undefined => {
    if (routerQueryNames.test(originalUrl)) return undefined;
    for (const route of served) {
      const params = route.params(path);
      if (!params) continue;
      const handler = readMethods.has(method) ? route.loader : writeMethods.has(method) ? route.action : undefined;
      return handler ? { handler, params } : undefined;
    }
    return undefined;
  };
}

/**
 * The handler's answer as React Router's resource-request path makes it; undefined when it threw
 * something other than a Response (React Router then answers, and reports the error, as before).
 */
export async function answerDirectly(call: DirectCall, request: Request, context: AppLoadContext): Promise<DirectAnswer | undefined> {
  let answer: DirectAnswer;
  try {
    answer = asAnswer(await call.handler({ request, params: call.params, context } as LoaderFunctionArgs & ActionFunctionArgs), request.method);
  } catch (error) {
    if (!(error instanceof Response)) return undefined;
    answer = { response: error };
  }
  const { response } = answer;
  // As React Router answers HEAD: the headers and status, no body.
  return request.method === "HEAD" ? { response: headOnly(response) } : answer;
}

/** Node's request headers as a Request's (a header node keeps as several values, each its own). */
function requestHeaders(source: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(source)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  return headers;
}

/**
 * Middleware in front of @react-router/express: a request a direct route takes is answered here
 * and sent as the adapter sends an answer; any other, and one whose handler threw something other
 * than a Response, goes on to React Router.
 */
export function directRoutes(
  build: ServerBuild,
  routes: readonly DirectRoute[],
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => AppLoadContext,
): RequestHandler {
  const directCall = directRoutesOf(build, routes);
  return (request, response, next) => {
    const call = directCall(request.method, request.path, request.originalUrl);
    if (!call) return next();
    const body = checkedBody(response);
    const init: RequestInit = { method: request.method, headers: requestHeaders(request.headers) };
    if (body !== undefined) init.body = new Uint8Array(body);
    answerDirectly(call, new Request(requestUrl(request).href, init), getLoadContext(request, response))
      .then(async (answer) => {
        if (!answer) return next();
        const { response: routed, body: whole } = answer;
        response.statusMessage = routed.statusText;
        response.status(routed.status);
        for (const [name, value] of routed.headers.entries()) response.append(name, value);
        if (whole) response.end(whole);
        else if (routed.body) await writeReadableStreamToWritable(routed.body, response);
        else response.end();
      })
      .catch(next);
  };
}
