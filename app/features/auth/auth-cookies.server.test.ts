import { describe, expect, it } from "vitest";
import { createToken, hashToken, sessionCookie, signInCookie } from "./auth-cookies.server";

const withCookie = (cookie: string) => new Request("http://localhost:3000/en-us", { headers: { Cookie: cookie } });

describe("session tokens", () => {
  it("are 256-bit, URL-safe and different every time", () => {
    const tokens = new Set(Array.from({ length: 100 }, createToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(Buffer.from(token, "base64url")).toHaveLength(32);
  });

  it("are stored as a SHA-256 digest, never as themselves", () => {
    const token = createToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});

describe("auth cookies", () => {
  it("are httpOnly and SameSite=Lax, Secure with the __Host- prefix over https", () => {
    const local = sessionCookie(false).serialize("t", 3600);
    expect(local).toBe("mc_session=t; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax");
    const secure = sessionCookie(true).serialize("t", 3600);
    expect(secure).toBe("__Host-mc_session=t; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(signInCookie(true).clear()).toBe("__Host-mc_sign_in=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure");
  });

  it("read only a well-formed token of their own name", () => {
    const token = createToken();
    const cookie = sessionCookie(false);
    expect(cookie.read(withCookie(`mc_lang=zh-cn; mc_session=${token}`))).toBe(token);
    expect(cookie.read(withCookie(`xmc_session=${token}`))).toBeUndefined();
    expect(cookie.read(withCookie("mc_session=short"))).toBeUndefined();
    expect(cookie.read(withCookie(`mc_session=${token.slice(0, 42)}'`))).toBeUndefined();
    expect(sessionCookie(true).read(withCookie(`mc_session=${token}`))).toBeUndefined();
    expect(cookie.read(new Request("http://localhost:3000/"))).toBeUndefined();
  });
});
