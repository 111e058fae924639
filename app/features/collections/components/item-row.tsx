import { useId } from "react";
import type { FetcherWithComponents } from "react-router";
import { LocalLink } from "~/components/ui/local-link";
import type { PhraseKey } from "~/i18n/phrases/en-us";
import { useT } from "~/root-data";
import type { CollectionActionData } from "../action-data";
import { folderTitle } from "../folder-title";
import type { CollectionItem, Folder } from "../model";
import { secondaryButtonClass } from "./form-parts";
import { VersionFields } from "./version-fields";

const genres: Record<string, PhraseKey> = {
  "e-guide": "collections.genre.e-guide",
  guide: "collections.genre.guide",
  "use-case": "collections.genre.use-case",
  resource: "collections.genre.resource",
  glossary: "collections.genre.glossary",
  calculator: "collections.genre.calculator",
};

/** The kind of page a bookmark is, in the page's language; a genre sent through the API as it is. */
export function genreLabel(genre: string, t: ReturnType<typeof useT>): string {
  const key = genres[genre];
  return key ? t(key) : genre || t("collections.item.bookmark");
}

export type MonitorLinks = Record<number, { slug: string; title: string }>;

export function itemLabel(item: CollectionItem, monitors: MonitorLinks, t: ReturnType<typeof useT>): string {
  if (item.type === "bookmark") return item.title;
  return monitors[item.monitorId]?.title ?? t("collections.item.missingMonitor", { id: item.monitorId });
}

function ItemLink({ item, monitors }: { item: CollectionItem; monitors: MonitorLinks }) {
  const t = useT();
  if (item.type === "monitor") {
    const monitor = monitors[item.monitorId];
    if (!monitor) return <span className="text-gray-700 italic">{itemLabel(item, monitors, t)}</span>;
    return (
      <LocalLink to={`/product/${monitor.slug}`} className="inline-block py-0.5 font-medium text-brand-700 hover:underline">
        {monitor.title}
      </LocalLink>
    );
  }
  const external = item.target === "_blank";
  return (
    <LocalLink
      to={item.urlTitle}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      className="font-medium text-brand-700 hover:underline"
    >
      {item.title}
      {external ? <span className="sr-only"> {t("collections.item.newTab")}</span> : null}
    </LocalLink>
  );
}

/** One item: its link, and forms to move it to another folder or remove it. */
export function ItemRow(props: {
  item: CollectionItem;
  folder: Folder;
  folders: Folder[];
  collection: { id: string; version: number };
  monitors: MonitorLinks;
  editor: FetcherWithComponents<CollectionActionData>;
}) {
  const { item, folder, folders, collection, monitors, editor } = props;
  const t = useT();
  const moveId = useId();
  const label = itemLabel(item, monitors, t);
  const busy = editor.state !== "idle";
  const others = folders.filter((candidate) => candidate.id !== folder.id);
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">
          {item.type === "monitor" ? t("collections.item.monitor") : genreLabel(item.genre, t)}
        </p>
        <ItemLink item={item} monitors={monitors} />
        {item.type === "bookmark" && item.description ? <p className="mt-1 text-sm text-gray-700">{item.description}</p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {others.length > 0 ? (
          <editor.Form method="post" className="flex items-center gap-2">
            <VersionFields collectionId={collection.id} version={collection.version} />
            <input type="hidden" name="itemId" value={item.id} />
            <label htmlFor={moveId} className="sr-only">
              {t("collections.item.moveLabel", { item: label })}
            </label>
            <select id={moveId} name="toFolderId" className="rounded border border-gray-400 px-2 py-1.5 text-sm">
              {others.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {folderTitle(candidate, t)}
                </option>
              ))}
            </select>
            <button type="submit" name="intent" value="move-item" disabled={busy} className={secondaryButtonClass}>
              {t("collections.item.move")}
            </button>
          </editor.Form>
        ) : null}
        <editor.Form method="post">
          <VersionFields collectionId={collection.id} version={collection.version} />
          <input type="hidden" name="itemId" value={item.id} />
          <button type="submit" name="intent" value="remove-item" disabled={busy} aria-label={t("collections.item.removeLabel", { item: label })} className={secondaryButtonClass}>
            {t("collections.item.remove")}
          </button>
        </editor.Form>
      </div>
    </li>
  );
}
