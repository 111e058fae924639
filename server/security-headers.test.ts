import { describe, expect, it } from "vitest";
import { createNonce, securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("allows scripts only with the request's nonce in production", () => {
    const headers = securityHeaders("abc123", "production");
    const csp = headers["Content-Security-Policy"]!;
    expect(csp).toContain("script-src 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("opens the websocket for Vite only in development", () => {
    expect(securityHeaders("n", "development")["Content-Security-Policy"]).toContain("connect-src 'self' ws: wss:");
    expect(securityHeaders("n", "development")["Strict-Transport-Security"]).toBeUndefined();
  });

  it("makes a new unguessable nonce each time", () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
