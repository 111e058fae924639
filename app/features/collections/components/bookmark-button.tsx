import { useLocation } from "react-router";
import { parsePath, type SiteId } from "~/i18n/paths";
import { useRootData } from "~/root-data";
import { AddToCollectionButton } from "./add-to-collection-button";

/** What a content page is, as the collection list names it ("e-guide" → "E-guide"). */
export type BookmarkGenre = "e-guide" | "guide" | "use-case" | "resource" | "glossary" | "calculator";

/** The page path a bookmark keeps: no language or site prefix, the query kept, at most 300 characters. */
export function bookmarkPath(pathname: string, search: string, hostSite?: SiteId): string {
  return `${parsePath(pathname, hostSite).rest}${search}`.slice(0, 300);
}

const onDarkClass =
  "inline-flex items-center rounded border border-white px-3 py-1.5 text-sm font-medium text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * "Add to collection" for the page being shown: a bookmark of its address (without language,
 * with its query, so a calculator's results come back as they were) under the page's title.
 * Visitors who are not signed in get the sign-in prompt of the add dialog. A content page or a
 * calculator drops it in beside its title.
 */
export function BookmarkButton({
  title,
  genre,
  description,
  tone = "plain",
}: {
  title: string;
  genre: BookmarkGenre;
  description?: string;
  /** "on-dark" for a dark background such as a hero. */
  tone?: "plain" | "on-dark";
}) {
  const location = useLocation();
  const hostSite = useRootData()?.hostSite ?? undefined;
  const urlTitle = bookmarkPath(location.pathname, location.search, hostSite);
  return (
    <div className="print-hidden">
      <AddToCollectionButton
        item={{ type: "bookmark", urlTitle, title: title.slice(0, 200), genre, description: description?.slice(0, 500) }}
        className={tone === "on-dark" ? onDarkClass : undefined}
      />
    </div>
  );
}
