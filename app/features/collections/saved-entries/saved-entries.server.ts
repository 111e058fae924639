/**
 * Saved calculator entries. Like collections, every statement filters on the owner's user id,
 * and calculator_data passes the calculator's registered schema on the way in and on the way
 * out: an entry that no longer reads (the calculator's state changed shape) is "not found"
 * rather than a half-restored calculator.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "#db/connect";
import { savedEntries } from "#db/schema-collections";
import { preparedPer } from "~/utils/prepared.server";
import { isEntryId } from "../ids";
import { lockScopes, withUserLock } from "../user-lock.server";
import { calculatorRegistry, type CalculatorRegistry } from "./calculator-schemas";
import { newUrlTitle } from "./url-title";

export const MAX_ENTRIES_PER_USER = 500;

export type SavedEntry = {
  id: string;
  urlTitle: string;
  calculator: string;
  /** The visitor's name for it, null until named in Collections. */
  name: string | null;
  calculatorData: Record<string, unknown>;
  updatedAt: Date;
};

export type EntryLookup = { status: "found"; entry: SavedEntry } | { status: "not-found" };
export type SaveOutcome =
  | { status: "ok"; entry: SavedEntry }
  | { status: "invalid"; issues: z.core.$ZodIssue[] }
  | { status: "not-found" }
  | { status: "url-title-taken" }
  | { status: "too-many" };

const columns = {
  id: savedEntries.id,
  urlTitle: savedEntries.urlTitle,
  calculator: savedEntries.calculator,
  name: savedEntries.name,
  calculatorData: savedEntries.calculatorData,
  updatedAt: savedEntries.updatedAt,
};

type Row = { id: string; urlTitle: string; calculator: string; name: string | null; calculatorData: unknown; updatedAt: Date };

function readEntry(row: Row, registry: CalculatorRegistry): SavedEntry | null {
  const data = registry.schemaFor(row.calculator).safeParse(row.calculatorData);
  return data.success ? { ...row, calculatorData: data.data } : null;
}

/**
 * Saves a calculator's state. Without a url title it is a new entry with a fresh address; with
 * one it overwrites that entry of the same calculator (saving again from a restored entry), or
 * creates it under that address. Whichever way in (the Save button, the data API, with or
 * without a url title), a new entry counts against the user's cap: the count and the insert run
 * in one transaction under the user's lock, so concurrent saves cannot pass it together.
 */
export async function saveEntry(
  db: Database,
  userId: string,
  input: { calculator: string; calculatorData: unknown; urlTitle?: string; name?: string | null },
  registry: CalculatorRegistry = calculatorRegistry,
): Promise<SaveOutcome> {
  const parsed = registry.schemaFor(input.calculator).safeParse(input.calculatorData);
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const urlTitle = input.urlTitle ?? newUrlTitle(input.calculator);
  return withUserLock(db, lockScopes.savedEntries, userId, async (tx): Promise<SaveOutcome> => {
    const [existing] = input.urlTitle
      ? await tx
          .select({ calculator: savedEntries.calculator })
          .from(savedEntries)
          .where(and(eq(savedEntries.userId, userId), eq(savedEntries.urlTitle, urlTitle)))
      : [];
    // The address belongs to one calculator: another calculator cannot overwrite it.
    if (existing && existing.calculator !== input.calculator) return { status: "url-title-taken" };
    if (!existing) {
      const [countRow] = await tx.select({ value: sql<number>`count(*)::int` }).from(savedEntries).where(eq(savedEntries.userId, userId));
      if ((countRow?.value ?? 0) >= MAX_ENTRIES_PER_USER) return { status: "too-many" };
    }
    const [row] = await tx
      .insert(savedEntries)
      .values({ userId, urlTitle, calculator: input.calculator, name: input.name ?? null, calculatorData: parsed.data })
      .onConflictDoUpdate({
        target: [savedEntries.userId, savedEntries.urlTitle],
        set: { calculatorData: parsed.data, updatedAt: sql`now()` },
        setWhere: eq(savedEntries.calculator, input.calculator),
      })
      .returning(columns);
    if (!row) return { status: "url-title-taken" };
    return { status: "ok", entry: { ...row, calculatorData: parsed.data } };
  });
}

/** Replaces the data of an entry named by its id (the data API's update_entry). */
export async function updateEntryData(
  db: Database,
  userId: string,
  entryId: string,
  calculatorData: unknown,
  registry: CalculatorRegistry = calculatorRegistry,
): Promise<SaveOutcome> {
  if (!isEntryId(entryId)) return { status: "not-found" };
  const [current] = await db
    .select({ calculator: savedEntries.calculator })
    .from(savedEntries)
    .where(and(eq(savedEntries.userId, userId), eq(savedEntries.id, entryId)));
  if (!current) return { status: "not-found" };
  const parsed = registry.schemaFor(current.calculator).safeParse(calculatorData);
  if (!parsed.success) return { status: "invalid", issues: parsed.error.issues };
  const [row] = await db
    .update(savedEntries)
    .set({ calculatorData: parsed.data, updatedAt: sql`now()` })
    .where(and(eq(savedEntries.userId, userId), eq(savedEntries.id, entryId)))
    .returning(columns);
  return row ? { status: "ok", entry: { ...row, calculatorData: parsed.data } } : { status: "not-found" };
}

/** The user's readable entries, newest first; optionally of one calculator. */
export async function listEntries(
  db: Database,
  userId: string,
  filter: { calculator?: string; urlTitle?: string; entryId?: string } = {},
  registry: CalculatorRegistry = calculatorRegistry,
): Promise<SavedEntry[]> {
  if (filter.entryId !== undefined && !isEntryId(filter.entryId)) return [];
  const conditions = [eq(savedEntries.userId, userId)];
  if (filter.calculator) conditions.push(eq(savedEntries.calculator, filter.calculator));
  if (filter.urlTitle) conditions.push(eq(savedEntries.urlTitle, filter.urlTitle));
  if (filter.entryId) conditions.push(eq(savedEntries.id, filter.entryId));
  const rows = await db.select(columns).from(savedEntries).where(and(...conditions)).orderBy(desc(savedEntries.updatedAt)).limit(MAX_ENTRIES_PER_USER);
  return rows.map((row) => readEntry(row, registry)).filter((entry): entry is SavedEntry => entry !== null);
}

/**
 * The entry a results page opens from `?entry={urlTitle}`. Missing, someone else's, of another
 * calculator or unreadable are all the same answer: the page says "Saved Entry Not Found".
 */
export async function loadEntry(
  db: Database,
  userId: string | null,
  urlTitle: string,
  calculator?: string,
  registry: CalculatorRegistry = calculatorRegistry,
): Promise<EntryLookup> {
  if (!userId) return { status: "not-found" };
  const [row] = await db.select(columns).from(savedEntries).where(and(eq(savedEntries.userId, userId), eq(savedEntries.urlTitle, urlTitle)));
  if (!row || (calculator && row.calculator !== calculator)) return { status: "not-found" };
  const entry = readEntry(row, registry);
  return entry ? { status: "found", entry } : { status: "not-found" };
}

/** Deletes the user's entry and answers what it held, which is what an Undo saves back. */
export async function deleteEntry(db: Database, userId: string, entryId: string): Promise<{ status: "ok"; entry: DeletedEntry } | { status: "not-found" }> {
  if (!isEntryId(entryId)) return { status: "not-found" };
  const [deleted] = await db
    .delete(savedEntries)
    .where(and(eq(savedEntries.userId, userId), eq(savedEntries.id, entryId)))
    .returning(columns);
  return deleted ? { status: "ok", entry: deleted } : { status: "not-found" };
}

export type DeletedEntry = Omit<SavedEntry, "calculatorData"> & { calculatorData: unknown };

/** What the Collections page lists of an entry: no calculator data, which only the calculator reads. */
export type EntrySummary = { id: string; urlTitle: string; calculator: string; name: string | null; updatedAt: Date };

/**
 * The user's entries for the Collections page, newest first. Unlike listEntries it does not read
 * the data, so an entry its calculator can no longer open is still listed, to be deleted.
 */
export async function listEntrySummaries(db: Database, userId: string): Promise<EntrySummary[]> {
  return entrySummariesOf(db).execute({ userId });
}

// The Collections page lists them on every view (app/utils/prepared.server.ts).
const entrySummariesOf = preparedPer((db) => {
  const { calculatorData: _data, ...shown } = columns;
  return db
    .select(shown)
    .from(savedEntries)
    .where(eq(savedEntries.userId, sql.placeholder("userId")))
    .orderBy(desc(savedEntries.updatedAt), desc(savedEntries.id))
    .limit(MAX_ENTRIES_PER_USER)
    .prepare("list_entry_summaries");
});

/**
 * Names the user's entry; someone else's, or no entry, is not found. Neither the data nor the
 * date changes: the list's date is when the calculation was saved.
 */
export async function renameEntry(db: Database, userId: string, entryId: string, name: string): Promise<{ status: "ok"; entry: EntrySummary } | { status: "not-found" }> {
  if (!isEntryId(entryId)) return { status: "not-found" };
  const { calculatorData: _data, ...shown } = columns;
  const [row] = await db
    .update(savedEntries)
    .set({ name })
    .where(and(eq(savedEntries.userId, userId), eq(savedEntries.id, entryId)))
    .returning(shown);
  return row ? { status: "ok", entry: row } : { status: "not-found" };
}
