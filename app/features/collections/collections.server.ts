/**
 * The collections repository. Every function takes the owner's user id and every statement
 * filters on it (`where user_id = $1`): a user cannot read or change another user's rows by
 * slug, by id or through the data API, because no query here can name a row without its owner.
 */
import { and, asc, eq, like, or, sql } from "drizzle-orm";
import type { Database } from "#db/connect";
import { collections, type CollectionRow } from "#db/schema-collections";
import { isEntryId } from "./ids";
import { defaultFolder, type EditError, type EditResult, type Folder } from "./model";
import { storedFoldersSchema } from "./schemas";
import { preparedPer } from "~/utils/prepared.server";
import { lockScopes, withUserLock } from "./user-lock.server";
import { slugify, uniqueSlug } from "./slug";

export const MAX_COLLECTIONS_PER_USER = 200;

export type Collection = {
  id: string;
  slug: string;
  name: string;
  description: string;
  folders: Folder[];
  version: number;
  updatedAt: Date;
};

export type Missing = { status: "not-found" };
export type Conflict = { status: "conflict"; currentVersion: number };
export type WriteOutcome<Extra = object> =
  | ({ status: "ok"; collection: Collection } & Extra)
  | Missing
  | Conflict
  | { status: "invalid"; error: EditError };

const columns = {
  id: collections.id,
  slug: collections.slug,
  name: collections.name,
  description: collections.description,
  folders: collections.folders,
  version: collections.version,
  updatedAt: collections.updatedAt,
};

function toCollection(row: Pick<CollectionRow, keyof typeof columns>): Collection {
  // Stored documents were validated on the way in; a row that fails here was damaged outside
  // the app, and showing it half-read would let the next write destroy what is left.
  const folders = storedFoldersSchema.safeParse(row.folders);
  if (!folders.success) throw new Error(`Collection ${row.id} has an unreadable folders document`);
  return { ...row, folders: folders.data };
}

const owned = (userId: string, id: string) => and(eq(collections.userId, userId), eq(collections.id, id));

// The collections page and the add-to-collection dialog list them on every view.
const collectionsOf = preparedPer((db) =>
  db.select(columns).from(collections).where(eq(collections.userId, sql.placeholder("userId"))).orderBy(asc(collections.name), asc(collections.slug)).prepare("list_collections"),
);

export async function listCollections(db: Database, userId: string): Promise<Collection[]> {
  const rows = await collectionsOf(db).execute({ userId });
  return rows.map(toCollection);
}

export async function getCollectionBySlug(db: Database, userId: string, slug: string): Promise<Collection | null> {
  const [row] = await db.select(columns).from(collections).where(and(eq(collections.userId, userId), eq(collections.slug, slug)));
  return row ? toCollection(row) : null;
}

export async function getCollectionById(db: Database, userId: string, id: string): Promise<Collection | null> {
  if (!isEntryId(id)) return null;
  const [row] = await db.select(columns).from(collections).where(owned(userId, id));
  return row ? toCollection(row) : null;
}

async function takenSlugs(db: Database, userId: string, base: string, exceptId?: string): Promise<Set<string>> {
  // slugify leaves only letters, digits and "-", so the LIKE pattern has no wildcards of its own.
  const rows = await db
    .select({ slug: collections.slug, id: collections.id })
    .from(collections)
    .where(and(eq(collections.userId, userId), or(eq(collections.slug, base), like(collections.slug, `${base}-%`))));
  return new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
}

export type CreateOutcome = { status: "ok"; collection: Collection } | { status: "too-many" };

export async function createCollection(
  db: Database,
  userId: string,
  input: { name: string; description: string; folders?: Folder[] },
): Promise<CreateOutcome> {
  // The cap's count and the insert share one transaction under the user's lock: two creations
  // at the same moment (two tabs, the page and the data API) cannot both pass it.
  return withUserLock(db, lockScopes.collections, userId, async (tx): Promise<CreateOutcome> => {
    const [countRow] = await tx.select({ value: sql<number>`count(*)::int` }).from(collections).where(eq(collections.userId, userId));
    if ((countRow?.value ?? 0) >= MAX_COLLECTIONS_PER_USER) return { status: "too-many" };
    const base = slugify(input.name);
    // A rename (not under this lock) may take a slug meanwhile: the insert then finds it taken
    // and the next free one is tried (ON CONFLICT DO NOTHING leaves the transaction usable).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const slug = uniqueSlug(base, await takenSlugs(tx, userId, base));
      const [row] = await tx
        .insert(collections)
        .values({ userId, slug, name: input.name, description: input.description, folders: input.folders ?? [defaultFolder()] })
        .onConflictDoNothing({ target: [collections.userId, collections.slug] })
        .returning(columns);
      if (row) return { status: "ok", collection: toCollection(row) };
    }
    throw new Error("Could not find a free slug for a new collection");
  });
}

async function missingOrConflict(db: Database, userId: string, id: string): Promise<Missing | Conflict> {
  const [row] = await db.select({ version: collections.version }).from(collections).where(owned(userId, id));
  return row ? { status: "conflict", currentVersion: row.version } : { status: "not-found" };
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === "object" && value !== null && "code" in value ? value.code : undefined);
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

/**
 * Rename, describe or replace the folders (the data API's update_entry) in one versioned write.
 * A new name gives a new slug; the same name (or none) keeps the address.
 */
export async function updateCollection(
  db: Database,
  userId: string,
  id: string,
  expectedVersion: number,
  changes: { name?: string; description?: string; folders?: Folder[] },
): Promise<WriteOutcome> {
  const current = await getCollectionById(db, userId, id);
  if (!current) return { status: "not-found" };
  if (current.version !== expectedVersion) return { status: "conflict", currentVersion: current.version };
  const name = changes.name ?? current.name;
  const base = slugify(name);
  const slug = base === slugify(current.name) ? current.slug : uniqueSlug(base, await takenSlugs(db, userId, base, id));
  try {
    const [row] = await db
      .update(collections)
      .set({
        name,
        slug,
        description: changes.description ?? current.description,
        folders: changes.folders ?? current.folders,
        version: sql`${collections.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(owned(userId, id), eq(collections.version, expectedVersion)))
      .returning(columns);
    return row ? { status: "ok", collection: toCollection(row) } : missingOrConflict(db, userId, id);
  } catch (error) {
    // Another tab took the same new slug a moment ago: the same answer as any concurrent write.
    if (isUniqueViolation(error)) return { status: "conflict", currentVersion: current.version };
    throw error;
  }
}

/**
 * Applies one pure edit (model.ts) to the folders document. With a version number the edit is
 * refused (conflict) unless the row still has that version; with "latest" it is applied to
 * whatever is current — only for edits that commute with any other, such as an undo.
 */
export async function editCollectionFolders<Extra extends object>(
  db: Database,
  userId: string,
  id: string,
  expectedVersion: number | "latest",
  edit: (folders: Folder[]) => EditResult<Extra>,
): Promise<WriteOutcome<Extra>> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = await getCollectionById(db, userId, id);
    if (!current) return { status: "not-found" };
    if (expectedVersion !== "latest" && current.version !== expectedVersion) return { status: "conflict", currentVersion: current.version };
    const result = edit(current.folders);
    if (!result.ok) return { status: "invalid", error: result.error };
    const { ok: _ok, folders, ...rest } = result;
    const extra = rest as unknown as Extra;
    const [row] = await db
      .update(collections)
      .set({ folders, version: sql`${collections.version} + 1`, updatedAt: sql`now()` })
      .where(and(owned(userId, id), eq(collections.version, current.version)))
      .returning(columns);
    if (row) return { status: "ok", collection: toCollection(row), ...extra };
    if (expectedVersion !== "latest") return missingOrConflict(db, userId, id);
  }
  return missingOrConflict(db, userId, id);
}

/** Deletes a collection; with a version, only if nobody changed it since it was read. */
export async function deleteCollection(db: Database, userId: string, id: string, expectedVersion?: number): Promise<{ status: "ok" } | Missing | Conflict> {
  if (!isEntryId(id)) return { status: "not-found" };
  const where = expectedVersion === undefined ? owned(userId, id) : and(owned(userId, id), eq(collections.version, expectedVersion));
  const deleted = await db.delete(collections).where(where).returning({ id: collections.id });
  return deleted.length > 0 ? { status: "ok" } : missingOrConflict(db, userId, id);
}
