import { createHash, randomBytes } from "node:crypto";
import { readCookie } from "~/utils/cookies.server";

/** 256 random bits, URL-safe: the only thing the visitor's cookie carries. */
export function createToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The database keeps only this digest, so its rows cannot be replayed as cookies. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export type AuthCookie = {
  name: string;
  /** The token, when the request carries a well-formed one. */
  read(request: Request): string | undefined;
  serialize(token: string, maxAgeSeconds: number): string;
  clear(): string;
};

/**
 * An httpOnly, SameSite=Lax cookie holding a token. Over https it is Secure and takes the
 * `__Host-` prefix, which browsers accept only from a secure page, for the whole host.
 */
export function authCookie(baseName: string, secure: boolean): AuthCookie {
  const name = secure ? `__Host-${baseName}` : baseName;
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  return {
    name,
    read(request) {
      const value = readCookie(request.headers.get("Cookie"), name);
      return value && tokenPattern.test(value) ? value : undefined;
    },
    serialize: (token, maxAgeSeconds) => `${name}=${token}; Max-Age=${Math.round(maxAgeSeconds)}; ${attributes}`,
    clear: () => `${name}=; Max-Age=0; ${attributes}`,
  };
}

export const sessionCookie = (secure: boolean) => authCookie("mc_session", secure);
/** Binds a sign-in under way to the browser that started it (ten minutes). */
export const signInCookie = (secure: boolean) => authCookie("mc_sign_in", secure);
