/** channel_name=collections: the collections of one user, in the spec's saved-entry shape. */
import { z } from "zod";
import {
  createCollection,
  deleteCollection,
  getCollectionById,
  listCollections,
  updateCollection,
  type Collection,
  type WriteOutcome,
} from "../collections.server";
import {
  collectionDescriptionSchema,
  collectionNameSchema,
  descriptionTextSchema,
  entryIdSchema,
  foldersToWire,
  jsonField,
  versionSchema,
  wireFoldersSchema,
} from "../schemas";
import { unknownMonitorIds } from "../collection-monitors.server";
import type { Folder } from "../model";
import { parseFields, type ChannelContext } from "./channel-context";
import { englishMessage } from "./field-errors";
import { conflict, failure, invalid, notFound, success } from "./responses";

export function collectionToWire(collection: Collection, userId: string) {
  return {
    entry_id: collection.id,
    channel_name: "collections",
    auth0_unique_id: userId,
    // The spec's "generated unique id" of an entry: here the slug, unique per user.
    title: collection.slug,
    collection_name: collection.name,
    collection_description: collection.description,
    collection_data: foldersToWire(collection.folders),
    version: collection.version,
    updated_at: collection.updatedAt.toISOString(),
  };
}

function answer(outcome: WriteOutcome, userId: string): Response {
  switch (outcome.status) {
    case "ok":
      return success(collectionToWire(outcome.collection, userId));
    case "not-found":
      return notFound();
    case "conflict":
      return conflict(outcome.currentVersion);
    case "invalid":
      return failure(400, "invalid", { errors: { "data[collection_data]": [outcome.error] } });
  }
}

const searchSchema = z.object({ entry_id: z.string().optional(), title: z.string().optional() });

export async function searchCollections(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(searchSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const { entry_id: entryId, title } = parsed.data;
  const found = entryId ? [await getCollectionById(context.db, context.actor.userId, entryId)].filter((item) => item !== null) : await listCollections(context.db, context.actor.userId);
  const matching = title ? found.filter((collection) => collection.slug === title) : found;
  return success(matching.map((collection) => collectionToWire(collection, context.actor.userId)));
}

/** A 400 naming each monitor_id the catalogue does not have, or undefined when all are known. */
async function unknownMonitors(context: ChannelContext, folders: Folder[] | undefined): Promise<Response | undefined> {
  if (!folders) return undefined;
  const ids = await unknownMonitorIds(context.db, folders);
  if (ids.length === 0) return undefined;
  return invalid({ "data[collection_data]": ids.map((id) => `monitor_id ${id}: ${englishMessage("collections.error.unknownMonitor")}`) });
}

export async function createCollectionEntry(context: ChannelContext): Promise<Response> {
  const schema = z.object({
    collection_name: collectionNameSchema,
    collection_description: collectionDescriptionSchema,
    collection_data: jsonField(wireFoldersSchema(context.newId)).optional(),
  });
  const parsed = parseFields(schema, context.fields);
  if (!parsed.ok) return parsed.response;
  const unknown = await unknownMonitors(context, parsed.data.collection_data);
  if (unknown) return unknown;
  const outcome = await createCollection(context.db, context.actor.userId, {
    name: parsed.data.collection_name,
    description: parsed.data.collection_description,
    folders: parsed.data.collection_data,
  });
  if (outcome.status === "too-many") return failure(400, "limit");
  return success({ metadata: { id: outcome.collection.id }, entry: collectionToWire(outcome.collection, context.actor.userId) }, 201);
}

export async function updateCollectionEntry(context: ChannelContext): Promise<Response> {
  const schema = z
    .object({
      entry_id: entryIdSchema,
      version: versionSchema,
      collection_name: collectionNameSchema.optional(),
      collection_description: descriptionTextSchema.optional(),
      collection_data: jsonField(wireFoldersSchema(context.newId)).optional(),
    })
    .refine((value) => value.collection_name !== undefined || value.collection_description !== undefined || value.collection_data !== undefined, {
      message: "collections.error.nothingToUpdate",
      path: ["collection_data"],
    });
  const parsed = parseFields(schema, context.fields);
  if (!parsed.ok) return parsed.response;
  const { entry_id: id, version, collection_name: name, collection_description: description, collection_data: folders } = parsed.data;
  const unknown = await unknownMonitors(context, folders);
  if (unknown) return unknown;
  return answer(await updateCollection(context.db, context.actor.userId, id, version, { name, description, folders }), context.actor.userId);
}

export async function deleteCollectionEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(z.object({ entry_id: entryIdSchema, version: versionSchema.optional() }), context.fields);
  if (!parsed.ok) return parsed.response;
  const outcome = await deleteCollection(context.db, context.actor.userId, parsed.data.entry_id, parsed.data.version);
  if (outcome.status === "not-found") return notFound();
  if (outcome.status === "conflict") return conflict(outcome.currentVersion);
  return success({ entry_id: parsed.data.entry_id });
}
