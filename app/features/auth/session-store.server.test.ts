import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/connect";
import { sessions } from "#db/schema-auth";
import { createTestDatabase, databaseKinds } from "../../../tests/setup/test-database";
import { hashToken } from "./auth-cookies.server";
import { deleteExpiredAuthRows } from "./housekeeping.server";
import { createSession, deleteSession, findSession, takeUserTypeAnnouncement } from "./session-store.server";
import { countHit } from "~/utils/rate-limit.server";
import { saveSignInState, takeSignInState } from "./sign-in-state-store.server";

const emma = { sub: "auth0|employee-1", name: "Emma Employee", email: "emma@example.com", isPartner: false };
const at = (iso: string) => new Date(iso);
const hour = 3600;

describe.each(databaseKinds)("auth stores on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("finds a session by its cookie token until it expires, storing only the digest", async () => {
    const now = at("2026-11-22T10:00:00Z");
    const { token, expiresAt } = await createSession(handle.db, emma, { now, lifetimeSeconds: 12 * hour });
    expect(expiresAt).toEqual(at("2026-11-22T22:00:00Z"));
    const rows = await handle.db.select({ id: sessions.id }).from(sessions);
    expect(rows.map((row) => row.id)).toContain(hashToken(token));
    expect(rows.map((row) => row.id)).not.toContain(token);

    expect(await findSession(handle.db, token, at("2026-11-22T21:59:59Z"))).toMatchObject({ ...emma, userTypeAnnounced: false });
    expect(await findSession(handle.db, token, at("2026-11-22T22:00:00Z"))).toBeNull();
    expect(await findSession(handle.db, "x".repeat(43), now)).toBeNull();
  });

  it("forgets a deleted session", async () => {
    const now = at("2026-11-22T10:00:00Z");
    const { token } = await createSession(handle.db, emma, { now, lifetimeSeconds: hour });
    await deleteSession(handle.db, token);
    expect(await findSession(handle.db, token, now)).toBeNull();
  });

  it("announces the user type once per session, even to simultaneous requests", async () => {
    const now = at("2026-11-22T10:00:00Z");
    const { token } = await createSession(handle.db, { ...emma, isPartner: true }, { now, lifetimeSeconds: hour });
    const session = await findSession(handle.db, token, now);
    const answers = await Promise.all([1, 2, 3].map(() => takeUserTypeAnnouncement(handle.db, session!.id)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect((await findSession(handle.db, token, now))?.userTypeAnnounced).toBe(true);
  });

  it("uses a sign-in state once and not after ten minutes", async () => {
    const now = at("2026-11-22T10:00:00Z");
    const state = { state: "s", nonce: "n", codeVerifier: "v", returnTo: "/en-us/products" };
    const token = await saveSignInState(handle.db, state, now);
    expect(await takeSignInState(handle.db, token, at("2026-11-22T10:09:59Z"))).toEqual(state);
    expect(await takeSignInState(handle.db, token, now)).toBeNull();

    const late = await saveSignInState(handle.db, state, now);
    expect(await takeSignInState(handle.db, late, at("2026-11-22T10:10:00Z"))).toBeNull();
  });

  it("limits sign-in starts per address in a ten-minute window", async () => {
    const start = at("2026-11-22T10:00:00Z");
    const limit = 3;
    const results = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      results.push(await countHit(handle.db, "203.0.113.7", { now: start, limit }));
    }
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    // Four minutes in, the window has six minutes left.
    expect(await countHit(handle.db, "203.0.113.7", { now: at("2026-11-22T10:04:00Z"), limit })).toEqual({
      allowed: false,
      retryAfterSeconds: 360,
    });
    expect((await countHit(handle.db, "198.51.100.1", { now: start, limit })).allowed).toBe(true);
    expect((await countHit(handle.db, "203.0.113.7", { now: at("2026-11-22T10:10:00Z"), limit })).allowed).toBe(true);
  });

  it("counts simultaneous attempts from several processes without losing any", async () => {
    const now = at("2026-11-22T12:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 8 }, () => countHit(handle.db, "192.0.2.50", { now, limit: 5 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("cleans up expired sessions, sign-in states and old attempt counters", async () => {
    const now = at("2026-11-23T10:00:00Z");
    const old = await createSession(handle.db, emma, { now: at("2026-11-22T00:00:00Z"), lifetimeSeconds: hour });
    const live = await createSession(handle.db, emma, { now, lifetimeSeconds: hour });
    await saveSignInState(handle.db, { state: "s", nonce: "n", codeVerifier: "v", returnTo: "/" }, at("2026-11-22T00:00:00Z"));
    const removed = await deleteExpiredAuthRows(handle.db, now);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.signInStates).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimitWindows).toBeGreaterThanOrEqual(1);
    expect(await findSession(handle.db, old.token, at("2026-11-22T00:30:00Z"))).toBeNull();
    expect(await findSession(handle.db, live.token, now)).not.toBeNull();
  });
});
