/**
 * The form posts of the collection pages and the "Add to collection" dialog: parse with zod
 * (through conform, so forms get their field errors back), branch on `intent`, apply the edit
 * for the signed-in user only, and answer data with a toast name — or where to go next.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Database } from "#db/connect";
import { collectionIntentSchema, type CollectionActionData, type CollectionIntent } from "./action-data";
import { unknownMonitorIds } from "./collection-monitors.server";
import { createCollection, deleteCollection, editCollectionFolders, updateCollection, type Collection, type WriteOutcome } from "./collections.server";
import { addItem, createFolder, deleteFolder, moveItem, removeItem, renameFolder, restoreItem, type EditError } from "./model";
import { runEntryAction } from "./saved-entries/entry-actions.server";
import type { ToastKey } from "./toasts";

export type ActionOutcome =
  | { kind: "data"; status: number; data: CollectionActionData }
  | { kind: "redirect"; to: "list" | { slug: string }; flash: ToastKey };

const answer = (status: number, data: CollectionActionData): ActionOutcome => ({ kind: "data", status, data });

const summary = (collection: Collection) => ({ id: collection.id, slug: collection.slug, name: collection.name, version: collection.version });

function editErrorToast(error: EditError): ToastKey {
  if (error === "folder-title-taken") return "folderTitleTaken";
  if (error === "too-many-folders" || error === "too-many-items") return "limit";
  return "notFound";
}

/** The common answers of a versioned write; `onOk` shapes the success. */
function writeAnswer<Extra extends object>(
  intent: CollectionIntent,
  outcome: WriteOutcome<Extra>,
  onOk: (ok: Extract<WriteOutcome<Extra>, { status: "ok" }>) => ActionOutcome,
): ActionOutcome {
  switch (outcome.status) {
    case "ok":
      return onOk(outcome);
    case "not-found":
      return answer(404, { ok: false, intent, toast: "notFound" });
    case "conflict":
      // The page reloads the fresh state on this status (the route's shouldRevalidate).
      return answer(409, { ok: false, intent, toast: "conflict" });
    case "invalid":
      return answer(400, { ok: false, intent, toast: editErrorToast(outcome.error) });
  }
}

export async function runCollectionAction(db: Database, userId: string, formData: FormData, newId: () => string = () => crypto.randomUUID()): Promise<ActionOutcome> {
  const submission = parseWithZod(formData, { schema: collectionIntentSchema });
  if (submission.status !== "success") {
    const intentValue = formData.get("intent");
    const intent = collectionIntentSchema.options.some((option) => option.shape.intent.value === intentValue) ? (intentValue as CollectionIntent) : null;
    const nameMissing = intent === "create" && submission.error?.name?.includes("collections.error.nameRequired");
    const result = submission.reply();
    if (intent === "rename-entry") {
      const entryId = formData.get("entryId");
      const toast = submission.error?.name ? "entryNameInvalid" : "failed";
      return answer(400, { ok: false, intent, toast, result, entryId: typeof entryId === "string" ? entryId : undefined });
    }
    return answer(400, { ok: false, intent, toast: nameMissing ? "createEmptyName" : intent === "create" ? "createFailed" : "failed", result });
  }
  const input = submission.value;
  const ok = (data: Omit<CollectionActionData, "ok" | "intent">) => answer(200, { ok: true, intent: input.intent, result: submission.reply({ resetForm: true }), ...data });

  switch (input.intent) {
    case "create": {
      const outcome = await createCollection(db, userId, { name: input.name, description: input.description });
      if (outcome.status === "too-many") return answer(400, { ok: false, intent: input.intent, toast: "limit" });
      return ok({ toast: "created", collection: summary(outcome.collection) });
    }
    case "add-item": {
      // A monitor the catalogue does not have (a forged form) would be stored and shown as nothing.
      const added = { ...input.item, id: newId() };
      if ((await unknownMonitorIds(db, [{ id: input.folderId, title: "", items: [added] }])).length > 0) {
        return answer(400, { ok: false, intent: input.intent, toast: "failed" });
      }
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) =>
        addItem(folders, { folderId: input.folderId, item: added }),
      );
      return writeAnswer(input.intent, outcome, (done) => ok({ toast: "itemAdded", collection: summary(done.collection) }));
    }
    case "update-details": {
      const outcome = await updateCollection(db, userId, input.collectionId, input.version, { name: input.name, description: input.description });
      return writeAnswer(input.intent, outcome, (done) => ({ kind: "redirect", to: { slug: done.collection.slug }, flash: "updated" }));
    }
    case "delete-collection": {
      const outcome = await deleteCollection(db, userId, input.collectionId, input.version);
      if (outcome.status === "ok") return { kind: "redirect", to: "list", flash: "deleted" };
      return writeAnswer(input.intent, outcome, () => answer(500, { ok: false, intent: input.intent }));
    }
    case "create-folder": {
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) => createFolder(folders, { id: newId(), title: input.title }));
      return writeAnswer(input.intent, outcome, () => ok({ toast: "folderCreated" }));
    }
    case "rename-folder": {
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) => renameFolder(folders, input));
      return writeAnswer(input.intent, outcome, () => ok({ toast: "folderRenamed" }));
    }
    case "delete-folder": {
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) => deleteFolder(folders, input));
      return writeAnswer(input.intent, outcome, () => ok({ toast: "folderDeleted" }));
    }
    case "move-item": {
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) => moveItem(folders, input));
      return writeAnswer(input.intent, outcome, () => ok({ toast: "itemMoved" }));
    }
    case "remove-item": {
      const outcome = await editCollectionFolders(db, userId, input.collectionId, input.version, (folders) => removeItem(folders, input));
      return writeAnswer(input.intent, outcome, (done) => ok({ toast: "itemRemoved", removed: { collectionId: input.collectionId, ...done.removed } }));
    }
    case "rename-entry":
      return runEntryAction(db, userId, input, submission.reply({ resetForm: true }));
    case "delete-entry":
    case "restore-entry":
      return runEntryAction(db, userId, input, undefined);
    case "restore-item": {
      const { collectionId, folderId, index, item } = input;
      const outcome = await editCollectionFolders(db, userId, collectionId, "latest", (folders) => restoreItem(folders, { folderId, index, item }));
      return writeAnswer(input.intent, outcome, () => ok({ toast: "itemRestored" }));
    }
  }
}
