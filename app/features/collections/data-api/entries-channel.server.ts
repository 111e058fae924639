/** channel_name=calculator_entries: saved calculator entries of one user. */
import { z } from "zod";
import { entryIdSchema, jsonField } from "../schemas";
import { deleteEntry, listEntries, saveEntry, updateEntryData, type SavedEntry, type SaveOutcome } from "../saved-entries/saved-entries.server";
import { entryNameSchema } from "../saved-entries/entry-intents";
import { calculatorNameSchema, urlTitleSchema } from "../saved-entries/url-title";
import { parseFields, type ChannelContext } from "./channel-context";
import { toFieldErrors } from "./field-errors";
import { failure, invalid, notFound, success } from "./responses";

export function entryToWire(entry: SavedEntry, userId: string) {
  return {
    entry_id: entry.id,
    channel_name: "calculator_entries",
    auth0_unique_id: userId,
    url_title: entry.urlTitle,
    calculator_name: entry.calculator,
    name: entry.name,
    calculator_data: entry.calculatorData,
    updated_at: entry.updatedAt.toISOString(),
  };
}

function answer(outcome: SaveOutcome, userId: string, status = 200): Response {
  switch (outcome.status) {
    case "ok":
      return success(status === 201 ? { metadata: { id: outcome.entry.id }, entry: entryToWire(outcome.entry, userId) } : entryToWire(outcome.entry, userId), status);
    case "invalid":
      return invalid(toFieldErrors(outcome.issues, "calculator_data"));
    case "not-found":
      return notFound();
    case "url-title-taken":
      return invalid({ "data[url_title]": ["This url_title belongs to another calculator's entry."] });
    case "too-many":
      return failure(400, "limit");
  }
}

const searchSchema = z.object({
  entry_id: z.string().optional(),
  url_title: z.string().optional(),
  calculator_name: z.string().optional(),
});

export async function searchEntries(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(searchSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const filter = { entryId: parsed.data.entry_id, urlTitle: parsed.data.url_title, calculator: parsed.data.calculator_name };
  const entries = await listEntries(context.db, context.actor.userId, filter, context.registry);
  return success(entries.map((entry) => entryToWire(entry, context.actor.userId)));
}

const createSchema = z.object({
  calculator_name: calculatorNameSchema,
  // Checked as JSON here; the calculator's own schema runs in saveEntry.
  calculator_data: jsonField(z.unknown()),
  url_title: urlTitleSchema.optional(),
  // Names a new entry (the calculators send "<calculator> — <key inputs>, <date>"); a save
  // under an existing url_title keeps the entry's name.
  name: entryNameSchema.optional(),
});

export async function createEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(createSchema, context.fields);
  if (!parsed.ok) return parsed.response;
  const input = { calculator: parsed.data.calculator_name, calculatorData: parsed.data.calculator_data, urlTitle: parsed.data.url_title, name: parsed.data.name };
  return answer(await saveEntry(context.db, context.actor.userId, input, context.registry), context.actor.userId, 201);
}

export async function updateEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(z.object({ entry_id: entryIdSchema, calculator_data: jsonField(z.unknown()) }), context.fields);
  if (!parsed.ok) return parsed.response;
  const outcome = await updateEntryData(context.db, context.actor.userId, parsed.data.entry_id, parsed.data.calculator_data, context.registry);
  return answer(outcome, context.actor.userId);
}

export async function deleteSavedEntry(context: ChannelContext): Promise<Response> {
  const parsed = parseFields(z.object({ entry_id: entryIdSchema }), context.fields);
  if (!parsed.ok) return parsed.response;
  const outcome = await deleteEntry(context.db, context.actor.userId, parsed.data.entry_id);
  return outcome.status === "ok" ? success({ entry_id: parsed.data.entry_id }) : notFound();
}
