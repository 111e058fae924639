// Tables of sign-in and sessions (issue 4).
//
// Rows are keyed by the SHA-256 of a random token that only the visitor's cookie holds, so a
// copy of this table cannot be replayed as a cookie. No OpenID tokens are stored anywhere.
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the session cookie's 256-bit random token. */
    id: text("id").primaryKey(),
    sub: text("sub").notNull(),
    name: text("name"),
    email: text("email"),
    isPartner: boolean("is_partner").notNull(),
    /** False until the first page after sign-in has told analytics the user type. */
    userTypeAnnounced: boolean("user_type_announced").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sessions_expires_at_idx").on(table.expiresAt), index("sessions_sub_idx").on(table.sub)],
);

/** One row per sign-in under way: the checks the provider's answer must pass, used once. */
export const signInStates = pgTable(
  "sign_in_states",
  {
    /** SHA-256 (hex) of the short-lived sign-in cookie's token. */
    id: text("id").primaryKey(),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    /** A safe site-relative path, checked before it is stored. */
    returnTo: text("return_to").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_states_expires_at_idx").on(table.expiresAt)],
);

/**
 * Counts in fixed windows, shared by every server process: sign-in starts per client address
 * ("sign-in:…") and collection writes per user ("write:…"). Was sign_in_attempts (0001).
 */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  attempts: integer("attempts").notNull(),
});
