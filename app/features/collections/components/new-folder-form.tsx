import { useEffect, useId, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { limits } from "../model";
import { inputClass, secondaryButtonClass } from "./form-parts";
import { VersionFields } from "./version-fields";

export function NewFolderForm({ collection, editor }: { collection: { id: string; version: number }; editor: FetcherWithComponents<CollectionActionData> }) {
  const t = useT();
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (editor.state === "idle" && editor.data?.ok && editor.data.intent === "create-folder") formRef.current?.reset();
  }, [editor.state, editor.data]);
  return (
    <editor.Form ref={formRef} method="post" className="flex flex-wrap items-end gap-2">
      <VersionFields collectionId={collection.id} version={collection.version} />
      <div className="min-w-60 flex-1 sm:flex-none">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t("collections.folder.newLabel")}
        </label>
        <input id={inputId} name="title" required maxLength={limits.folderTitleLength} className={inputClass} />
      </div>
      <button type="submit" name="intent" value="create-folder" disabled={editor.state !== "idle"} className={secondaryButtonClass}>
        {t("collections.folder.create")}
      </button>
    </editor.Form>
  );
}
