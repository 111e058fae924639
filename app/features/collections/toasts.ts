import { z } from "zod";
import type { ToastInput, ToastKind } from "~/components/ui/toast";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import type { Translate } from "~/i18n/translate";

/**
 * Every toast the collections feature shows, by name. Actions answer a name, never text, so the
 * page shows it in its own language and a cookie or a response cannot inject markup.
 */
const toasts = {
  created: { kind: "success", title: "toast.collectionCreated.title", description: "toast.collectionCreated.description" },
  createEmptyName: { kind: "error", title: "toast.createError.title", description: "toast.createError.emptyName" },
  createFailed: { kind: "error", title: "toast.createError.title", description: "toast.createError.server" },
  itemAdded: { kind: "success", title: "toast.itemAdded.title", description: "toast.itemAdded.description" },
  updated: { kind: "success", title: "toast.collectionUpdated.title" },
  deleted: { kind: "success", title: "toast.collectionDeleted.title" },
  folderCreated: { kind: "success", title: "toast.folderCreated.title" },
  folderRenamed: { kind: "success", title: "toast.folderRenamed.title" },
  folderDeleted: { kind: "success", title: "toast.folderDeleted.title", description: "toast.folderDeleted.description" },
  folderTitleTaken: { kind: "error", title: "toast.folderTitleTaken.title", description: "toast.folderTitleTaken.description" },
  itemMoved: { kind: "success", title: "toast.itemMoved.title" },
  itemRemoved: { kind: "info", title: "toast.itemRemoved.title", description: "toast.itemRemoved.description" },
  itemRestored: { kind: "success", title: "toast.itemRestored.title" },
  conflict: { kind: "error", title: "toast.conflict.title", description: "toast.conflict.description" },
  notFound: { kind: "error", title: "toast.notFound.title", description: "toast.notFound.description" },
  limit: { kind: "error", title: "toast.limit.title", description: "toast.limit.description" },
  failed: { kind: "error", title: "toast.failed.title", description: "toast.failed.description" },
  entryRenamed: { kind: "success", title: "toast.entryRenamed.title" },
  entryNameInvalid: { kind: "error", title: "toast.entryNameInvalid.title", description: "toast.entryNameInvalid.description" },
  entryDeleted: { kind: "info", title: "toast.entryDeleted.title", description: "toast.entryDeleted.description" },
  entryRestored: { kind: "success", title: "toast.entryRestored.title" },
  entryNotFound: { kind: "error", title: "toast.entryNotFound.title", description: "toast.entryNotFound.description" },
  entryLimit: { kind: "error", title: "toast.limit.title", description: "toast.entryLimit.description" },
  tooManyWrites: { kind: "error", title: "toast.tooManyWrites.title", description: "toast.tooManyWrites.description" },
} as const satisfies Record<string, { kind: ToastKind; title: PhraseKey; description?: PhraseKey }>;

export type ToastKey = keyof typeof toasts;
export const toastKeySchema = z.enum(Object.keys(toasts) as [ToastKey, ...ToastKey[]]);

export function toastFor(key: ToastKey, t: Translate, action?: ToastInput["action"]): ToastInput {
  const entry: { kind: ToastKind; title: PhraseKey; description?: PhraseKey } = toasts[key];
  return { kind: entry.kind, title: t(entry.title), description: entry.description ? t(entry.description) : undefined, action };
}
