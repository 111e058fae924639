import { useCallback, useEffect, useId, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import { useLocale, useRootData, useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { folderTitle } from "../folder-title";
import { DEFAULT_FOLDER_ID } from "../model";
import { useActionToast } from "../use-action-toast";
import { useCollectionChoices, type CollectionChoice } from "../use-collection-choices";
import type { AddableItem } from "./add-to-collection-button";
import { CreateCollectionForm } from "./create-collection-form";
import { inputClass, primaryButtonClass, secondaryButtonClass } from "./form-parts";

/** The add dialog's content: sign-in link, or pick a collection and folder, or create one. */
export default function AddToCollectionPanel({ item, onDone }: { item: AddableItem; onDone: () => void }) {
  const t = useT();
  const location = useLocation();
  // The page already knows nobody is signed in: no request (its 401) is needed to say so.
  const signedIn = useRootData()?.viewer.signedIn ?? true;
  const { state, collections, reload } = useCollectionChoices(signedIn);
  if (!signedIn || state === "signed-out") {
    const returnTo = encodeURIComponent(location.pathname + location.search);
    return (
      <div className="space-y-3">
        <p>{t("collections.add.signInPrompt")}</p>
        <LocalLink to={`/auth/sign-in?returnTo=${returnTo}`} className={primaryButtonClass}>
          {t("collections.signIn")}
        </LocalLink>
      </div>
    );
  }
  if (state === "loading") return <p role="status">{t("collections.add.loading")}</p>;
  if (state === "failed") {
    return (
      <div className="space-y-3" role="alert">
        <p>{t("collections.add.loadFailed")}</p>
        <button type="button" onClick={() => void reload()} className={secondaryButtonClass}>
          {t("collections.add.retry")}
        </button>
      </div>
    );
  }
  return <ChooseAndAdd item={item} collections={collections} reload={reload} onDone={onDone} />;
}

function ChooseAndAdd({
  item,
  collections,
  reload,
  onDone,
}: {
  item: AddableItem;
  collections: CollectionChoice[];
  reload: () => Promise<void>;
  onDone: () => void;
}) {
  const t = useT();
  const { localPath } = useLocale();
  const ids = { collection: useId(), folder: useId(), create: useId() };
  const [collectionId, setCollectionId] = useState("");
  const [folderId, setFolderId] = useState(DEFAULT_FOLDER_ID);
  const adder = useFetcher<CollectionActionData>();
  useActionToast(adder.data);
  const chosen = collections.find((collection) => collection.id === collectionId);

  useEffect(() => {
    if (adder.state !== "idle" || !adder.data) return;
    if (adder.data.ok) onDone();
    // Another tab changed the collection: take its fresh version, keep the visitor's choice.
    else void reload();
  }, [adder.state, adder.data, onDone, reload]);

  // A new collection becomes the current one, and the list shows it.
  const onCreated = useCallback(
    (created: { id: string }) => {
      void reload().then(() => {
        setCollectionId(created.id);
        setFolderId(DEFAULT_FOLDER_ID);
      });
    },
    [reload],
  );

  const add = () => {
    if (!chosen) return;
    adder.submit(
      { intent: "add-item", collectionId: chosen.id, version: String(chosen.version), folderId, item: JSON.stringify(item) },
      { method: "post", action: localPath("/collections") },
    );
  };

  return (
    <div className="space-y-6">
      {collections.length > 0 ? (
        <div className="space-y-4">
          <div>
            <label htmlFor={ids.collection} className="block text-sm font-medium">
              {t("collections.add.collection")}
            </label>
            <select
              id={ids.collection}
              value={collectionId}
              onChange={(event) => {
                setCollectionId(event.target.value);
                setFolderId(DEFAULT_FOLDER_ID);
              }}
              className={inputClass}
            >
              <option value="">{t("collections.add.chooseCollection")}</option>
              {collections.map((collection) => (
                <option key={collection.id} value={collection.id}>
                  {collection.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.folder} className="block text-sm font-medium">
              {t("collections.add.folder")}
            </label>
            <select id={ids.folder} value={folderId} onChange={(event) => setFolderId(event.target.value)} disabled={!chosen} className={inputClass}>
              {(chosen?.folders ?? [{ id: DEFAULT_FOLDER_ID, title: "" }]).map((folder) => (
                <option key={folder.id} value={folder.id}>
                  {folderTitle(folder, t)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={add} disabled={!chosen || adder.state !== "idle"} className={primaryButtonClass}>
            {adder.state !== "idle" ? t("collections.add.adding") : t("collections.add.submit")}
          </button>
        </div>
      ) : (
        <p>{t("collections.add.none")}</p>
      )}
      <section aria-labelledby={ids.create} className="border-t border-gray-200 pt-4">
        <h3 id={ids.create} className="font-semibold">
          {t("collections.add.createHeading")}
        </h3>
        <div className="mt-3">
          <CreateCollectionForm id={`${ids.create}-form`} onCreated={onCreated} />
        </div>
      </section>
    </div>
  );
}
