/**
 * Validation of everything that enters a collection. Messages are phrase keys: pages translate
 * them, the data API answers them in English (see field-errors.ts).
 */
import { z } from "zod";
import { parseDecimal } from "~/utils/input-rules";
import { isStorableText, parseRequestJson, type JsonProblem } from "~/utils/request-json";
import { DEFAULT_FOLDER_ID, DEFAULT_FOLDER_TITLE, limits, normalizeFolders, type Folder } from "./model";

/** A page path of this site: "/use-case/x". Never "//host", "/\host", a scheme or control characters. */
export function isSafeRelativePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/[\\\s\p{Cc}]/u.test(path) && path.length <= 300;
}

/**
 * A page path with its dot segments resolved ("/en-us/a/../products" → "/en-us/products", also
 * when written "%2e%2e"), as a browser would resolve it: one page has one address in a
 * collection. The query and hash are kept. Callers check the result again with
 * isSafeRelativePath, since "/..//host" resolves to "//host".
 */
export function normalizePagePath(path: string): string {
  const url = new URL(path, "http://page.invalid");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A bookmark's page path: safe as sent, dot segments resolved, and still safe after. */
export const pagePathSchema = z
  .string()
  .trim()
  .refine(isSafeRelativePath, "collections.error.invalidUrl")
  .transform(normalizePagePath)
  .refine(isSafeRelativePath, "collections.error.invalidUrl");

/**
 * Text a visitor names or describes things with. PostgreSQL's text cannot hold U+0000 (an
 * invisible character nobody types, but a pasted or forged form can carry it) and jsonb no
 * unpaired surrogate (`\udc00`): without this the insert failed as a database error (500) where
 * the visitor should be told (400).
 */
export const storable = [isStorableText, "collections.error.invisibleCharacter"] as const;

// Conform sends an emptied field as undefined, plain forms as "": both mean "no value".
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const collectionNameSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "collections.error.nameRequired" })
    .trim()
    .min(1, "collections.error.nameRequired")
    .max(limits.nameLength, "collections.error.nameTooLong")
    .refine(...storable),
);

/** A description as sent: line breaks made plain, blank lines at either end dropped. */
export const descriptionTextSchema = z
  .string()
  .transform((text) => text.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(limits.descriptionLength, "collections.error.descriptionTooLong").refine(...storable));

/**
 * Optional text: missing or blank is "". Written as optional-then-default rather than a
 * preprocess to "", because conform turns every empty string back into undefined.
 */
function optionalText<Inner extends z.ZodType<string>>(inner: Inner) {
  return z.preprocess(emptyToUndefined, inner.optional()).transform((value): string => value ?? "");
}

/** Optional: a missing description is an empty one. */
export const collectionDescriptionSchema = optionalText(descriptionTextSchema);

export const folderTitleSchema = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: "collections.error.folderTitleRequired" })
    .trim()
    .min(1, "collections.error.folderTitleRequired")
    .max(limits.folderTitleLength, "collections.error.folderTitleTooLong")
    .refine(...storable),
);

const jsonProblemMessages: Record<JsonProblem, string> = {
  syntax: "collections.error.invalidJson",
  depth: "collections.error.jsonTooDeep",
  size: "collections.error.jsonTooLarge",
  character: "collections.error.invisibleCharacter",
};

/**
 * A form field that carries JSON (collection_data, calculator_data, an item to add), checked by
 * `inner`: parsed by the site's one request-JSON rule (bounded size and depth, storable strings).
 */
export function jsonField<Inner extends z.ZodType>(inner: Inner) {
  return z
    .string()
    .transform((text, context): unknown => {
      const parsed = parseRequestJson(text);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: jsonProblemMessages[parsed.problem] });
      return z.NEVER;
    })
    .pipe(inner);
}

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "collections.error.invalidId");
export const entryIdSchema = z.uuid("collections.error.invalidId");
/**
 * A whole number sent as a form field or in JSON, by the site's decimal rule (app/utils/input-rules.ts):
 * `z.coerce.number` read `0x1`, `0b1`, `1e0` and `" 1"` too, so `data[version]=0x1` was version 1.
 */
export function wholeNumber(message: string) {
  return z.preprocess((value) => (typeof value === "string" ? (parseDecimal(value) ?? Number.NaN) : value), z.number({ error: message }).int(message));
}

export const versionSchema = wholeNumber("collections.error.invalidVersion").pipe(z.number().min(1, "collections.error.invalidVersion"));

const monitorTarget = z.object({ type: z.literal("monitor"), monitorId: wholeNumber("collections.error.invalidMonitorId").pipe(z.number().positive("collections.error.invalidMonitorId")) });
const bookmarkTarget = z.object({
  type: z.literal("bookmark"),
  urlTitle: pagePathSchema,
  title: z.string().trim().min(1, "collections.error.bookmarkTitleRequired").max(200).refine(...storable),
  description: optionalText(z.string().trim().max(500).refine(...storable)),
  genre: optionalText(z.string().trim().max(60).refine(...storable)),
  target: z.preprocess(emptyToUndefined, z.enum(["_self", "_blank"]).optional()).transform((value) => value ?? "_self"),
});

/** What to add: a monitor or a bookmark, without an id (the server gives it one). */
export const itemTargetSchema = z.discriminatedUnion("type", [monitorTarget, bookmarkTarget]);
export type ItemTarget = z.infer<typeof itemTargetSchema>;

/** One stored item, id included (what an undo sends back). */
export const storedItemSchema = z.discriminatedUnion("type", [monitorTarget.extend({ id: idSchema }), bookmarkTarget.extend({ id: idSchema })]);
const storedFolderSchema = z.object({ id: idSchema, title: z.string().min(1).max(limits.folderTitleLength), items: z.array(storedItemSchema) });

/** The folders column as stored; read back through this so a damaged row cannot reach a page. */
export const storedFoldersSchema = z
  .array(storedFolderSchema)
  .max(limits.folders)
  .transform((folders): Folder[] => normalizeFolders(folders));

/**
 * The spec's wire format of collection_data (snake_case, ids optional): what the data API
 * accepts and answers. `newId` names items and folders that arrive without an id.
 */
export function wireFoldersSchema(newId: () => string) {
  const wireItem = z.discriminatedUnion("type", [
    z.object({ id: idSchema.optional(), type: z.literal("monitor"), monitor_id: wholeNumber("collections.error.invalidMonitorId").pipe(z.number().positive("collections.error.invalidMonitorId")) }),
    z.object({
      id: idSchema.optional(),
      type: z.literal("bookmark"),
      url_title: z.string(),
      title: z.string(),
      description: z.string().optional(),
      genre: z.string().optional(),
      target: z.string().optional(),
    }),
  ]);
  const wireFolder = z.object({ id: idSchema.optional(), title: folderTitleSchema, items: z.array(wireItem).default([]) });
  return z
    .array(wireFolder)
    .max(limits.folders, "collections.error.tooManyFolders")
    // Into the stored shape, then through the stored schema: one set of rules for both ways in.
    .transform((folders): unknown =>
      folders.map((folder) => ({
        id: folder.id ?? (folder.title === DEFAULT_FOLDER_TITLE ? DEFAULT_FOLDER_ID : newId()),
        title: folder.title,
        items: folder.items.map((item) =>
          item.type === "monitor"
            ? { id: item.id ?? newId(), type: item.type, monitorId: item.monitor_id }
            : {
                id: item.id ?? newId(),
                type: item.type,
                urlTitle: item.url_title,
                title: item.title,
                description: item.description,
                genre: item.genre,
                target: item.target,
              },
        ),
      })),
    )
    .pipe(storedFoldersSchema)
    .refine((folders) => folders.reduce((total, folder) => total + folder.items.length, 0) <= limits.items, "collections.error.tooManyItems")
    .refine((folders) => new Set(folders.map((folder) => folder.id)).size === folders.length, "collections.error.duplicateFolder");
}

export function foldersToWire(folders: readonly Folder[]) {
  return folders.map((folder) => ({
    id: folder.id,
    title: folder.title,
    items: folder.items.map((item) =>
      item.type === "monitor"
        ? { id: item.id, type: item.type, monitor_id: item.monitorId }
        : { id: item.id, type: item.type, url_title: item.urlTitle, title: item.title, description: item.description, genre: item.genre, target: item.target },
    ),
  }));
}
