// Tables of collections, saved calculator entries and notifications (issue 4).
//
// Every table carries the owner's user id (the identity's `sub` with "|" replaced by "-") and
// every query filters on it: rows are never looked up by id alone.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const collections = pgTable(
  "collections",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    /** Unique per user, derived from the name; the page address /collections/{slug}. */
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /**
     * The folders and their items as one document (app/features/collections/model.ts): every
     * edit rewrites it under the version check, so a folder and its items never disagree.
     */
    folders: jsonb("folders").notNull(),
    /** Raised by every write; a write naming an older version is refused (HTTP 409). */
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("collections_user_slug_key").on(table.userId, table.slug)],
);

export const savedEntries = pgTable(
  "saved_entries",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    /** The entry's address in a calculator's results page (`?entry={urlTitle}`). */
    urlTitle: text("url_title").notNull(),
    calculator: text("calculator").notNull(),
    /**
     * The name the visitor gave the entry in Collections; null until then (the page shows the
     * calculator and the date instead). Saving again keeps it.
     */
    name: text("name"),
    /** The calculator's state, checked by its registered schema on the way in and out. */
    calculatorData: jsonb("calculator_data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("saved_entries_user_url_title_key").on(table.userId, table.urlTitle)],
);

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: text("user_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A site-relative path the notification points to, if any. */
    link: text("link"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);

export type CollectionRow = typeof collections.$inferSelect;
export type SavedEntryRow = typeof savedEntries.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
