import { eq, lt } from "drizzle-orm";
import type { Database } from "#db/connect";
import { signInStates } from "#db/schema-auth";
import { createToken, hashToken } from "./auth-cookies.server";

export type SignInState = { state: string; nonce: string; codeVerifier: string; returnTo: string };

export const signInStateSeconds = 10 * 60;

/** Keeps the checks of a sign-in under way; the returned token goes into a short-lived cookie. */
export async function saveSignInState(db: Database, value: SignInState, now: Date): Promise<string> {
  const token = createToken();
  await db.insert(signInStates).values({
    id: hashToken(token),
    ...value,
    createdAt: now,
    expiresAt: new Date(now.getTime() + signInStateSeconds * 1000),
  });
  return token;
}

/** Reads and deletes in one statement, so a provider answer can be used once only. */
export async function takeSignInState(db: Database, token: string, now: Date): Promise<SignInState | null> {
  const [row] = await db.delete(signInStates).where(eq(signInStates.id, hashToken(token))).returning();
  if (!row || row.expiresAt <= now) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, returnTo: row.returnTo };
}

export async function deleteExpiredSignInStates(db: Database, now: Date): Promise<number> {
  const deleted = await db.delete(signInStates).where(lt(signInStates.expiresAt, now)).returning({ id: signInStates.id });
  return deleted.length;
}
