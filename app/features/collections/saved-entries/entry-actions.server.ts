/**
 * The saved-entry intents of the Collections page, for the signed-in user only: every statement
 * filters on the session's user id, so another user's entry id is simply not found (404).
 */
import type { Database } from "#db/connect";
import type { CollectionActionData } from "../action-data";
import type { ActionOutcome } from "../collection-actions.server";
import { deleteEntry, renameEntry, saveEntry } from "./saved-entries.server";

type EntryInput =
  | { intent: "rename-entry"; entryId: string; name: string }
  | { intent: "delete-entry"; entryId: string }
  | { intent: "restore-entry"; calculator: string; urlTitle: string; name?: string; calculatorData: unknown };

const answer = (status: number, data: CollectionActionData): ActionOutcome => ({ kind: "data", status, data });

export async function runEntryAction(db: Database, userId: string, input: EntryInput, result: CollectionActionData["result"]): Promise<ActionOutcome> {
  switch (input.intent) {
    case "rename-entry": {
      const outcome = await renameEntry(db, userId, input.entryId, input.name);
      if (outcome.status === "not-found") return answer(404, { ok: false, intent: input.intent, entryId: input.entryId, toast: "entryNotFound" });
      return answer(200, { ok: true, intent: input.intent, entryId: input.entryId, toast: "entryRenamed", result });
    }
    case "delete-entry": {
      const outcome = await deleteEntry(db, userId, input.entryId);
      if (outcome.status === "not-found") return answer(404, { ok: false, intent: input.intent, entryId: input.entryId, toast: "entryNotFound" });
      const { calculator, urlTitle, name, calculatorData } = outcome.entry;
      return answer(200, { ok: true, intent: input.intent, entryId: input.entryId, toast: "entryDeleted", removedEntry: { calculator, urlTitle, name, calculatorData } });
    }
    case "restore-entry": {
      const outcome = await saveEntry(db, userId, { calculator: input.calculator, calculatorData: input.calculatorData, urlTitle: input.urlTitle, name: input.name ?? null });
      if (outcome.status === "ok") return answer(200, { ok: true, intent: input.intent, entryId: outcome.entry.id, toast: "entryRestored" });
      if (outcome.status === "too-many") return answer(400, { ok: false, intent: input.intent, toast: "entryLimit" });
      // The address was taken meanwhile by another calculator's entry, or the data no longer reads.
      return answer(400, { ok: false, intent: input.intent, toast: "failed" });
    }
  }
}
