/**
 * The collections feature's public API for pages and other features (browser-safe). Server
 * helpers for loaders are in ./index.server.ts.
 *
 *   <AddToCollectionButton item={{ type: "monitor", monitorId: monitor.id }} />
 *   <AddToCollectionButton item={{ type: "bookmark", urlTitle: "/use-case/hybrid-work", title, genre: "use-case" }} />
 *   <BookmarkButton title={pageTitle} genre="calculator" />   (the page being shown)
 */
export { AddToCollectionButton, collectMonitorButton, type AddableItem } from "./components/add-to-collection-button";
export { BookmarkButton, type BookmarkGenre } from "./components/bookmark-button";
export { NotificationsButton } from "./components/notifications-button";
export { SaveEntryForm, SavedEntryNotFound } from "./components/save-entry-form";
export { defaultEntryName, type EntryNaming } from "./saved-entries/default-name";
export { useSaveEntry, type SaveEntryInput, type SaveEntryResult } from "./saved-entries/use-save-entry";
export { registerCalculatorSchema, type CalculatorDataSchema } from "./saved-entries/calculator-schemas";
