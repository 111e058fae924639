import type { SubmissionResult } from "@conform-to/react";
import { useCallback, useId, useState } from "react";
import { LocalLink } from "~/components/ui/local-link";
import { createFormatters } from "~/i18n/format";
import { useLocale, useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { CreateCollectionForm } from "./create-collection-form";
import { SavedEntriesSection, type SavedEntryView } from "./saved-entries-section";

export type CollectionSummary = {
  id: string;
  slug: string;
  name: string;
  description: string;
  folderCount: number;
  itemCount: number;
  /** YYYY-MM-DD */
  updatedOn: string;
};

/** The collections page: the visitor's collections, the form that creates one, and their saved calculations. */
export function CollectionsOverview({
  collections,
  savedEntries,
  documentResult,
  documentAnswer,
}: {
  collections: CollectionSummary[];
  savedEntries: SavedEntryView[];
  documentResult?: SubmissionResult<string[]>;
  /** The answer to a form posted before the scripts ran. */
  documentAnswer?: CollectionActionData;
}) {
  const t = useT();
  const { locale } = useLocale();
  const format = createFormatters(locale);
  const listId = useId();
  const createId = useId();
  // The collection just created is the current one: it is marked in the list.
  const [currentId, setCurrentId] = useState<string | null>(null);
  const onCreated = useCallback((created: { id: string }) => setCurrentId(created.id), []);
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-bold">{t("collections.title")}</h1>
        <p className="mt-2 max-w-2xl text-gray-800">
          {t("collections.intro")}{" "}
          <LocalLink to="/collections/guide" className="text-brand-700 underline">
            {t("collections.guideLink")}
          </LocalLink>
        </p>
      </div>

      <section aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-semibold">
          {t("collections.list.heading")}
        </h2>
        {collections.length === 0 ? (
          <p className="mt-3 text-gray-700">{t("collections.list.empty")}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection) => (
              <li
                key={collection.id}
                className={`rounded-lg border p-4 ${collection.id === currentId ? "border-brand-600 ring-2 ring-brand-600" : "border-gray-200"}`}
              >
                <h3 className="font-semibold">
                  <LocalLink to={`/collections/${encodeURIComponent(collection.slug)}`} className="inline-block py-0.5 text-brand-700 hover:underline">
                    {collection.name}
                  </LocalLink>
                  {collection.id === currentId ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">{t("collections.list.new")}</span>
                  ) : null}
                </h3>
                {collection.description ? <p className="mt-1 line-clamp-2 whitespace-pre-line text-sm text-gray-700">{collection.description}</p> : null}
                <p className="mt-2 text-sm text-gray-700">
                  {t("collections.list.counts", { items: format.number(collection.itemCount), folders: format.number(collection.folderCount) })}
                </p>
                <p className="text-xs text-gray-600">{t("collections.list.updated", { date: format.date(collection.updatedOn) })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <SavedEntriesSection entries={savedEntries} documentAnswer={documentAnswer} />

      <section aria-labelledby={createId} className="max-w-xl">
        <h2 id={createId} className="text-xl font-semibold">
          {t("collections.create.heading")}
        </h2>
        <div className="mt-3">
          <CreateCollectionForm id="create-collection" onCreated={onCreated} documentResult={documentResult} />
        </div>
      </section>
    </div>
  );
}
