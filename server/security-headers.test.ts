import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers";

const base = { production: false, viteDevServer: false, formActionOrigins: [], tagManager: false };
const directive = (csp: string | undefined, name: string) => csp?.split("; ").find((part) => part.startsWith(`${name} `));

describe("securityHeaders", () => {
  it("allows scripts only with the request's nonce in production", () => {
    const headers = securityHeaders("abc123", { ...base, production: true });
    const csp = headers["Content-Security-Policy"]!;
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("allows a kept page's scripts by their hashes alone, without any nonce", () => {
    const csp = securityHeaders({ hashes: ["'sha256-a'", "'sha256-b'"] }, base)["Content-Security-Policy"];
    expect(directive(csp, "script-src")).toBe("script-src 'sha256-a' 'sha256-b' 'strict-dynamic'");
    expect(csp).not.toContain("nonce");
  });

  it("keeps a built server strict outside production too, without HSTS over plain http", () => {
    const headers = securityHeaders("abc", base);
    const csp = headers["Content-Security-Policy"];
    expect(directive(csp, "script-src")).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "form-action")).toBe("form-action 'self'");
    expect(headers["Strict-Transport-Security"]).toBeUndefined();
  });

  it("opens eval and the websocket for Vite's development server only", () => {
    const csp = securityHeaders("n", { ...base, viteDevServer: true })["Content-Security-Policy"];
    expect(directive(csp, "script-src")).toContain("'unsafe-eval'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' ws: wss:");
  });

  it("lets sign-in forms lead to the OpenID provider", () => {
    const csp = securityHeaders("n", { ...base, formActionOrigins: ["https://login.example.com"] })["Content-Security-Policy"];
    expect(directive(csp, "form-action")).toBe("form-action 'self' https://login.example.com");
  });

  it("allows Tag Manager only when it is configured", () => {
    expect(securityHeaders("n", base)["Content-Security-Policy"]).not.toContain("google");
    const csp = securityHeaders("n", { ...base, tagManager: true })["Content-Security-Policy"];
    expect(directive(csp, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(csp, "img-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
  });

  it("makes a new unguessable nonce each time, also across refills of its pool of random bytes", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    // 1,000 nonces span several refills (256 a time): all 16 bytes, all different.
    const nonces = [first, ...Array.from({ length: 1000 }, () => createNonce())];
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
