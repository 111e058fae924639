/** The loaders of the collection pages: only what each page shows goes to the browser. */
import { data } from "react-router";
import { getViewer, requireViewer } from "~/features/auth/index.server";
import { getTranslator } from "~/i18n/translator.server";
import { getDb } from "~/utils/db.server";
import { requestLocale } from "~/utils/request-locale.server";
import { requireCollectionsEnabled } from "./collection-route.server";
import { monitorLinks } from "./collection-monitors.server";
import { getCollectionBySlug, listCollections } from "./collections.server";
import type { CollectionSummary } from "./components/collections-overview";
import type { SavedEntryView } from "./components/saved-entries-section";
import { readFlash } from "./flash.server";
import { itemCount } from "./model";
import { listEntrySummaries } from "./saved-entries/saved-entries.server";

/**
 * The page each saved entry's calculator opens on, for this visitor (the calculators know it;
 * the route passes it in): a title phrase and a page path, either null when there is none.
 */
export type EntryPagesFor = (viewer: { isPartner: boolean }) => (calculator: string) => { titleKey: string | null; path: string | null };

export async function loadCollectionsPage(request: Request, entryPagesFor: EntryPagesFor) {
  requireCollectionsEnabled();
  const viewer = await requireViewer(request);
  const db = await getDb();
  const pageOf = entryPagesFor(viewer);
  const [collections, entries, t] = await Promise.all([
    listCollections(db, viewer.userId),
    // Only the session's own entries: the user id comes from the session, never from the page.
    listEntrySummaries(db, viewer.userId),
    getTranslator(requestLocale(request).language),
  ]);
  const summaries: CollectionSummary[] = collections.map((collection) => ({
    id: collection.id,
    slug: collection.slug,
    name: collection.name,
    description: collection.description,
    folderCount: collection.folders.length,
    itemCount: itemCount(collection.folders),
    updatedOn: collection.updatedAt.toISOString().slice(0, 10),
  }));
  const savedEntries: SavedEntryView[] = entries.map((entry) => {
    const page = pageOf(entry.calculator);
    return {
      id: entry.id,
      calculator: entry.calculator,
      calculatorTitleKey: page.titleKey,
      name: entry.name,
      savedOn: entry.updatedAt.toISOString().slice(0, 10),
      href: page.path ? `${page.path}?entry=${encodeURIComponent(entry.urlTitle)}` : null,
    };
  });
  const flash = readFlash(request);
  return data(
    { collections: summaries, savedEntries, flash: flash.toast, meta: { title: `${t("collections.title")} | ${t("site.name")}` } },
    { headers: flash.headers },
  );
}

export async function loadCollectionPage(request: Request, slug: string | undefined) {
  requireCollectionsEnabled();
  const viewer = await requireViewer(request);
  const db = await getDb();
  // Someone else's slug is simply not found: the query only looks among the viewer's own.
  const collection = slug ? await getCollectionBySlug(db, viewer.userId, slug.slice(0, 200)) : null;
  if (!collection) throw new Response("Not Found", { status: 404 });
  const [monitors, t] = await Promise.all([monitorLinks(db, collection.folders), getTranslator(requestLocale(request).language)]);
  const flash = readFlash(request);
  const { updatedAt: _updatedAt, ...shown } = collection;
  return data({ collection: shown, monitors, flash: flash.toast, meta: { title: `${collection.name} | ${t("site.name")}` } }, { headers: flash.headers });
}

export async function loadGuidePage(request: Request) {
  requireCollectionsEnabled();
  const [viewer, t] = await Promise.all([getViewer(request), getTranslator(requestLocale(request).language)]);
  return {
    signedIn: viewer !== null,
    meta: { title: `${t("collections.guide.title")} | ${t("site.name")}`, description: t("collections.guide.lead") },
  };
}
