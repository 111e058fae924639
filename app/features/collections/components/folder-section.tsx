import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import { useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { folderTitle } from "../folder-title";
import { DEFAULT_FOLDER_ID, limits, type Folder } from "../model";
import { inputClass, secondaryButtonClass, dangerButtonClass } from "./form-parts";
import { ItemRow, type MonitorLinks } from "./item-row";
import { VersionFields } from "./version-fields";

/** A folder: its items, and (except for the default folder) rename and delete. */
export function FolderSection({
  folder,
  folders,
  collection,
  monitors,
  editor,
}: {
  folder: Folder;
  folders: Folder[];
  collection: { id: string; version: number };
  monitors: MonitorLinks;
  editor: FetcherWithComponents<CollectionActionData>;
}) {
  const t = useT();
  const headingId = useId();
  const renameId = useId();
  const title = folderTitle(folder, t);
  const busy = editor.state !== "idle";
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title} <span className="text-sm font-normal text-gray-600">({t("collections.folder.itemCount", { count: folder.items.length })})</span>
        </h2>
        {folder.id !== DEFAULT_FOLDER_ID ? (
          <div className="flex flex-wrap items-start gap-2">
            <details className="group">
              <summary className={`${secondaryButtonClass} cursor-pointer list-none`}>{t("collections.folder.rename")}</summary>
              <editor.Form method="post" className="mt-2 flex items-end gap-2">
                <VersionFields collectionId={collection.id} version={collection.version} />
                <input type="hidden" name="folderId" value={folder.id} />
                <div>
                  <label htmlFor={renameId} className="block text-sm font-medium">
                    {t("collections.folder.newTitle")}
                  </label>
                  <input id={renameId} name="title" defaultValue={folder.title} required maxLength={limits.folderTitleLength} className={inputClass} />
                </div>
                <button type="submit" name="intent" value="rename-folder" disabled={busy} className={secondaryButtonClass}>
                  {t("collections.folder.save")}
                </button>
              </editor.Form>
            </details>
            <editor.Form method="post">
              <VersionFields collectionId={collection.id} version={collection.version} />
              <input type="hidden" name="folderId" value={folder.id} />
              <button type="submit" name="intent" value="delete-folder" disabled={busy} aria-label={t("collections.folder.deleteLabel", { folder: title })} className={dangerButtonClass}>
                {t("collections.folder.delete")}
              </button>
            </editor.Form>
          </div>
        ) : null}
      </div>
      {folder.items.length > 0 ? (
        <ul className="mt-2 divide-y divide-gray-100">
          {folder.items.map((item) => (
            <ItemRow key={item.id} item={item} folder={folder} folders={folders} collection={collection} monitors={monitors} editor={editor} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t("collections.folder.empty")}</p>
      )}
    </section>
  );
}
