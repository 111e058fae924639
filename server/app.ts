import "react-router";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { Router, type RequestHandler } from "express";
import { getAuthSettings } from "~/features/auth/auth-settings.server";
import { seedDatabase } from "#db/seed";
import { prepareDatabase, setDatabaseSeed } from "~/utils/db.server";
import { deployment, getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";
import { databaseGate } from "./operations/database-gate";
import { healthRoutes } from "./operations/health";
import { loopbackOnly } from "./operations/loopback";
import { methodGate, usePageMethods } from "./operations/methods";
import { pageMethodsOf } from "./operations/route-methods";
import { arrivalLimits, overloadLimit } from "./operations/overload";
import { requestId } from "./operations/request-id";
import { PageCache } from "./page-cache";
import { calculatorApiRoute } from "./direct-routes";
import { checkedRequest } from "./request-checks";
import { runInOrder } from "./steps";
import { createRequestHandler, keptPages, type PageCacheSettings } from "./request-handler";
import { createNonce, securityHeaders } from "./security-headers";

declare module "react-router" {
  interface AppLoadContext {
    /** The per-request CSP nonce every inline script must carry. */
    nonce: string;
    /** The client's address (behind a proxy only with TRUST_PROXY): the key of rate limits. */
    clientAddress: string;
    /** This request's id (X-Request-Id), logged with its errors and shown on error pages. */
    requestId: string;
    /**
     * Set when a loader or the render failed after the status was chosen (a streamed page can
     * still say 200): such a page is never kept by the page cache.
     */
    renderErrors: { count: number };
    /** The values this request's loaders sent as JSON texts, for its render (app/utils/json-text.ts). */
    jsonValues: Map<string, unknown>;
  }
}

const env = getEnv();
const auth = getAuthSettings();

/**
 * The local test OpenID provider, in a local run (not a deployment) when no OIDC_ISSUER is set. Imported on
 * demand so a deployment never loads it; one instance per process (its keys and sessions live
 * in memory), kept across Vite's re-evaluations of this module in development.
 */
function devProvider(path: string): Promise<RequestHandler> {
  return singleton("dev-oidc-provider", async () => {
    const { createDevOidcProvider } = await import("./dev-oidc/provider");
    const handler = createDevOidcProvider({
      issuer: auth.issuer,
      path,
      clientId: auth.clientId,
      clientSecret: auth.clientSecret,
      redirectUri: auth.redirectUri,
      postLogoutRedirectUri: auth.postLogoutRedirectUri,
      partnerConnection: auth.partnerConnection,
    });
    console.log(`Local test sign-in provider (development only) at ${auth.issuer}`);
    return handler;
  });
}

// The app opens the database; the serving process fills an empty one (the seed is a tool above the app).
setDatabaseSeed((db) => seedDatabase(db, { monitors: "if-empty" }));

/** Resolves when the database is migrated and seeded; server/serve.js waits for it. */
export const ready = Promise.all([prepareDatabase(), auth.devProviderPath ? devProvider(auth.devProviderPath) : undefined]).catch(
  (error: unknown) => {
    console.error("Start-up failed:", error);
    process.exit(1);
  },
);

/** The arrival queue's overload bound, for server/serve.js (server/arrival-order.js). */
export { arrivalLimits };

/** For server/serve.js: refused methods before the static files, parser errors as message pages. */
export { methodGate };
export { answerClientError } from "./operations/client-errors";

if (!auth.enabled) console.warn("Sign-in is off: set OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and APP_ORIGIN.");

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY);

const headerOptions = {
  production: deployment(env),
  viteDevServer: import.meta.env.DEV,
  formActionOrigins: auth.enabled ? [new URL(auth.issuer).origin] : [],
  tagManager: Boolean(env.GTM_ID),
};

/**
 * Anonymous pages kept rendered (docs/decisions/009-page-cache.md). Not in development (the
 * sources change) nor with Tag Manager (its tags may ask for the page's nonce, which a kept
 * page does not have).
 */
function pageCache(): PageCacheSettings | undefined {
  if (env.PAGE_CACHE_MB <= 0 || import.meta.env.DEV || env.GTM_ID) return undefined;
  const cache = new PageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, maxPageBytes: 2 * 1024 * 1024 });
  const scriptPolicy = (hashes: readonly string[]) => securityHeaders({ hashes }, headerOptions)["Content-Security-Policy"]!;
  return { cache, scriptPolicy, maxKeepMs: 60_000 };
}

/** Also mounted by server/serve.js in front of the static files, so they carry the same headers. */
export const withSecurityHeaders: RequestHandler = (request, response, next) => {
  // Mounted twice in production (server/serve.js, then here): once is enough.
  if (typeof response.locals.nonce === "string") return next();
  const nonce = createNonce();
  response.locals.nonce = nonce;
  for (const [name, value] of Object.entries(securityHeaders(nonce, headerOptions))) {
    response.setHeader(name, value);
  }
  next();
};

const pages = pageCache();

/** The local test sign-in provider's addresses (loopback only), when it runs. */
function devProviderRoutes(path: string): RequestHandler {
  const provider = devProvider(path);
  const routes = Router();
  routes.use(path, loopbackOnly, (request, response, next) => {
    provider.then((handler) => handler(request, response, next), next);
  });
  return routes;
}

const serverBuild = import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build");
// `Allow` of a page names POST where its route has an action (server/operations/route-methods.ts).
if (typeof serverBuild === "function") void serverBuild().then((build) => usePageMethods(pageMethodsOf(build.routes)));
else usePageMethods(pageMethodsOf(serverBuild.routes));

const answer = createRequestHandler({
  // Production: the build object itself, so React Router derives its routes and handler
  // once per process (given a function it re-derives them on every request). Development: a
  // function, so Vite's edits are picked up.
  build: serverBuild,
  // Production mode keeps error messages and stacks (SQL included) out of pages.
  mode: env.DEBUG_ERRORS || import.meta.env.DEV ? "development" : "production",
  pageCache: pages,
  directRoutes: [calculatorApiRoute],
  getLoadContext: (request, response) => ({
    nonce: String(response.locals.nonce),
    clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
    requestId: String(response.locals.requestId),
    renderErrors: { count: 0 },
    jsonValues: new Map(),
  }),
});

/**
 * Every request's steps, in order. `ownAddresses`: a step that answers only addresses of its
 * own (the health checks, the local sign-in provider) and passes every other request on.
 */
const steps: { run: RequestHandler; ownAddresses?: true }[] = [
  { run: requestId },
  { run: withSecurityHeaders },
  { run: methodGate },
  { run: healthRoutes, ownAddresses: true },
  // Before the overload limit and the database gate: a kept copy costs neither.
  ...(pages ? [{ run: keptPages(pages) }] : []),
  { run: overloadLimit },
  ...(auth.devProviderPath ? [{ run: devProviderRoutes(auth.devProviderPath), ownAddresses: true as const }] : []),
  { run: databaseGate },
  { run: checkedRequest },
  { run: answer },
];
for (const step of steps) app.use(step.run);

/**
 * The calculator APIs' plain addresses (`calculatorApiRoute`, GET and HEAD) are answered from the
 * node server's request event (server/serve.js), ahead of express: the same steps as through `app`
 * but those that answer only their own addresses, run without express's routers (layer matching
 * per step, the serving app and the mounted one). `passOn` is called with an error, or with
 * nothing if no step answered: serve.js hands the request to express, whose error handling then
 * answers as it would have.
 */
const everyAddressSteps = runInOrder(steps.filter((step) => !step.ownAddresses).map((step) => step.run));

export function isCalculatorApiRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = request.url ?? "";
  const query = url.indexOf("?");
  return calculatorApiRoute.params(query < 0 ? url : url.slice(0, query)) !== undefined;
}

export function answerCalculatorApi(request: IncomingMessage, response: ServerResponse, passOn: (error?: unknown) => void): void {
  // What express's app.handle and router give a request before its first step: this app's
  // settings (trust proxy) and helpers, the pair's links, locals, the address as received. The
  // production server makes them with these prototypes already (server/express-prototypes.js),
  // so the two calls below change nothing there; anywhere else they give them.
  const expressRequest = Object.setPrototypeOf(request, app.request) as express.Request;
  const expressResponse = Object.setPrototypeOf(response, app.response) as express.Response;
  expressRequest.res = expressResponse;
  expressResponse.req = expressRequest;
  expressResponse.locals = Object.create(null) as express.Response["locals"];
  expressRequest.originalUrl = request.url ?? "/";
  everyAddressSteps(expressRequest, expressResponse, passOn);
}
