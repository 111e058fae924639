import { useCallback } from "react";
import { useActionData, useFetcher, useSubmit } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useLocale, useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import type { Folder } from "../model";
import { useActionToast } from "../use-action-toast";
import { CollectionDetailsForm } from "./collection-details-form";
import { DeleteCollectionButton } from "./delete-collection-button";
import { FolderSection } from "./folder-section";
import type { MonitorLinks } from "./item-row";
import { NewFolderForm } from "./new-folder-form";

export type CollectionViewData = { id: string; slug: string; name: string; description: string; version: number; folders: Folder[] };

/**
 * A collection's page. All folder and item edits go through one fetcher, so they happen one
 * at a time, each naming the version the page shows; a removal's toast offers Undo.
 */
export function CollectionView({ collection, monitors }: { collection: CollectionViewData; monitors: MonitorLinks }) {
  const t = useT();
  const { localPath } = useLocale();
  const editor = useFetcher<CollectionActionData>({ key: "collection-edit" });
  const details = useFetcher<CollectionActionData>({ key: "collection-details" });
  const undo = useFetcher<CollectionActionData>({ key: "collection-undo" });
  const submit = useSubmit();

  // useSubmit rather than the fetcher: the toast outlives this page, and Undo must still work
  // after the visitor has moved on. The list page's action takes every collection intent and
  // its address does not change when the collection is renamed.
  const undoAction = useCallback(
    (data: CollectionActionData) => {
      const removed = data.removed;
      if (!removed) return undefined;
      const action = localPath("/collections");
      return {
        label: t("collections.item.undo"),
        onAction: () =>
          submit(
            { intent: "restore-item", collectionId: removed.collectionId, folderId: removed.folderId, index: String(removed.index), item: JSON.stringify(removed.item) },
            { method: "post", action, navigate: false, fetcherKey: "collection-undo" },
          ),
      };
    },
    [submit, t, localPath],
  );
  useActionToast(editor.data, undoAction);
  useActionToast(undo.data);
  useActionToast(details.data);
  useActionToast(useActionData<CollectionActionData>());

  return (
    <article className="space-y-8">
      <div>
        <LocalLink to="/collections" className="text-sm text-brand-700 hover:underline">
          ← {t("collections.backToList")}
        </LocalLink>
        <h1 className="mt-2 text-3xl font-bold">{collection.name}</h1>
        {collection.description ? <p className="mt-2 max-w-3xl whitespace-pre-line text-gray-800">{collection.description}</p> : null}
        <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
          <details className="min-w-72 max-w-xl flex-1">
            <summary className="cursor-pointer py-1 font-medium text-brand-700">{t("collections.editDetails")}</summary>
            <CollectionDetailsForm collection={collection} fetcher={details} />
          </details>
          <DeleteCollectionButton collection={collection} />
        </div>
      </div>

      <div className="space-y-4">
        {collection.folders.map((folder) => (
          <FolderSection key={folder.id} folder={folder} folders={collection.folders} collection={collection} monitors={monitors} editor={editor} />
        ))}
      </div>

      <NewFolderForm collection={collection} editor={editor} />
    </article>
  );
}
