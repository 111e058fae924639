import type { AppLoadContext } from "react-router";
import { createRequestHandler } from "@react-router/express";
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
import { calculatorApiRoute, directRoutes } from "./direct-routes";
import { checkedRequest, withCheckedBody } from "./request-checks";
import { keptPages, wholeAnswers, type PageCacheSettings } from "./whole-answers";
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

/** React Router's maintained Express adapter (docs/decisions/019-stock-express-adapter.md). */
function getLoadContext(request: express.Request, response: express.Response): AppLoadContext {
  // Shared with wholeAnswers: a page whose render failed is never kept.
  const renderErrors = { count: 0 };
  response.locals.renderErrors = renderErrors;
  return {
    nonce: String(response.locals.nonce),
    clientAddress: request.ip ?? request.socket.remoteAddress ?? "unknown",
    requestId: String(response.locals.requestId),
    renderErrors,
  };
}

// Production: the build object itself, so React Router derives its routes and handler once per
// process (given a function it re-derives them on every request). Development: a function, so
// Vite's edits are picked up.
const build = import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build");
// `Allow` of a page names POST where its route has an action (server/operations/route-methods.ts).
if (typeof build === "function") void build().then((loaded) => usePageMethods(pageMethodsOf(loaded.routes)));
else usePageMethods(pageMethodsOf(build.routes));
const answer = createRequestHandler({
  build,
  // Production mode keeps error messages and stacks (SQL included) out of pages.
  mode: env.DEBUG_ERRORS || import.meta.env.DEV ? "development" : "production",
  getLoadContext,
});
/** The calculator APIs without React Router's matching (docs/decisions/020-direct-api-routes.md); a build object only. */
const direct: RequestHandler[] = typeof build === "function" ? [] : [directRoutes(build, [calculatorApiRoute], getLoadContext)];

// Every request's steps, in order.
app.use(requestId, withSecurityHeaders, methodGate, healthRoutes);
// Before the overload limit and the database gate: a kept copy costs neither.
if (pages) app.use(keptPages(pages));
app.use(overloadLimit);
if (auth.devProviderPath) app.use(devProviderRoutes(auth.devProviderPath));
app.use(databaseGate, checkedRequest, wholeAnswers(pages), ...direct, withCheckedBody(answer));
