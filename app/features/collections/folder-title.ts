import type { Translate } from "~/i18n/translate";
import { DEFAULT_FOLDER_ID } from "./model";

/** The default folder is stored under the spec's English name and shown in the page's language. */
export function folderTitle(folder: { id: string; title: string }, t: Translate): string {
  return folder.id === DEFAULT_FOLDER_ID ? t("collections.folder.uncategorized") : folder.title;
}
