import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { CollectionItem } from "./model";
import { entryIntentSchemas } from "./saved-entries/entry-intents";
import {
  collectionDescriptionSchema,
  collectionNameSchema,
  entryIdSchema,
  folderTitleSchema,
  idSchema,
  itemTargetSchema,
  jsonField,
  storedItemSchema,
  versionSchema,
  wholeNumber,
} from "./schemas";
import type { ToastKey } from "./toasts";

const target = { collectionId: entryIdSchema, version: versionSchema };

export const createCollectionSchema = z.object({ intent: z.literal("create"), name: collectionNameSchema, description: collectionDescriptionSchema });
export const collectionDetailsSchema = z.object({ intent: z.literal("update-details"), ...target, name: collectionNameSchema, description: collectionDescriptionSchema });

/** Every form post of the collection pages and the add dialog, told apart by `intent`. */
export const collectionIntentSchema = z.discriminatedUnion("intent", [
  createCollectionSchema,
  z.object({ intent: z.literal("add-item"), ...target, folderId: idSchema, item: jsonField(itemTargetSchema) }),
  collectionDetailsSchema,
  z.object({ intent: z.literal("delete-collection"), ...target }),
  z.object({ intent: z.literal("create-folder"), ...target, title: folderTitleSchema }),
  z.object({ intent: z.literal("rename-folder"), ...target, folderId: idSchema, title: folderTitleSchema }),
  z.object({ intent: z.literal("delete-folder"), ...target, folderId: idSchema }),
  z.object({ intent: z.literal("move-item"), ...target, itemId: idSchema, toFolderId: idSchema }),
  z.object({ intent: z.literal("remove-item"), ...target, itemId: idSchema }),
  // An undo applies to whatever version is current (see restoreItem), so it names none.
  z.object({
    intent: z.literal("restore-item"),
    collectionId: entryIdSchema,
    folderId: idSchema,
    index: wholeNumber("collections.error.invalidIndex").pipe(z.number().min(0, "collections.error.invalidIndex")),
    item: jsonField(storedItemSchema),
  }),
  ...entryIntentSchemas,
]);

export type CollectionIntent = z.infer<typeof collectionIntentSchema>["intent"];

/** What a collections action answers; the page turns `toast` into a message in its language. */
export type CollectionActionData = {
  ok: boolean;
  intent: CollectionIntent | null;
  toast?: ToastKey;
  /** Conform's reply: field errors for the form that was sent. */
  result?: SubmissionResult<string[]>;
  collection?: { id: string; slug: string; name: string; version: number };
  /** A removed item and its place, which is what the Undo button sends back. */
  removed?: { collectionId: string; folderId: string; index: number; item: CollectionItem };
  /** The saved entry a rename or delete named, so the page shows the answer beside it. */
  entryId?: string;
  /** A deleted saved entry as the Undo button saves it back. */
  removedEntry?: { calculator: string; urlTitle: string; name: string | null; calculatorData: unknown };
};
