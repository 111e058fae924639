import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
/** Random bytes drawn for 256 nonces at a time (one system call, not one a request; as node's randomUUID keeps its own). */
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nextNonce = noncePool.length;

/** 16 random bytes in base64, each drawn once and never used again. */
export function createNonce(): string {
  if (nextNonce === noncePool.length) {
    randomFillSync(noncePool);
    nextNonce = 0;
  }
  const start = nextNonce;
  nextNonce += NONCE_BYTES;
  return noncePool.toString("base64", start, nextNonce);
}

export type SecurityHeaderOptions = {
  /** Production: HSTS. */
  production: boolean;
  /** Vite's development server: its client needs eval and a websocket. */
  viteDevServer: boolean;
  /**
   * Origins a form may lead to besides this site: sign-in and sign-out are form posts whose
   * answer redirects to the OpenID provider, and browsers apply form-action to that redirect.
   */
  formActionOrigins: string[];
  /** Google Tag Manager (GTM_ID): its script and the analytics beacons it sends. */
  tagManager: boolean;
};

const tagManagerSources = "https://www.googletagmanager.com https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com";

/**
 * Headers for every response. Scripts run only with this request's nonce — or, for a page
 * served from the page cache (server/page-cache.ts), only the inline scripts with these
 * SHA-256 hashes ('strict-dynamic' lets the router's module scripts, and Tag Manager's loader,
 * load their own scripts).
 */
export function securityHeaders(scripts: string | { hashes: readonly string[] }, options: SecurityHeaderOptions): Record<string, string> {
  const allowed = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.join(" ");
  const { viteDevServer, tagManager } = options;
  const formActions = ["'self'", ...options.formActionOrigins.filter((origin) => origin !== "'self'")];
  const csp = [
    "default-src 'self'",
    `script-src ${allowed} 'strict-dynamic'${viteDevServer ? " 'unsafe-eval'" : ""}${tagManager ? " https://www.googletagmanager.com" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${tagManager ? ` ${tagManagerSources}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${viteDevServer ? " ws: wss:" : ""}${tagManager ? ` ${tagManagerSources}` : ""}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${[...new Set(formActions)].join(" ")}`,
    "object-src 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": csp,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  if (options.production) headers["Strict-Transport-Security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
