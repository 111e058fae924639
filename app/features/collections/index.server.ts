/**
 * The collections feature's server API for other features (calculator results pages). Client
 * components come from ./index.ts.
 */
import { getViewer } from "~/features/auth/index.server";
import { getDb } from "~/utils/db.server";
import { requestUrl } from "~/utils/request-url";
import { loadEntry, type EntryLookup } from "./saved-entries/saved-entries.server";
import { urlTitleSchema } from "./saved-entries/url-title";

export type { EntryLookup, SavedEntry } from "./saved-entries/saved-entries.server";

/**
 * The saved entry a results page was opened with (`?entry={urlTitle}`): "none" when the address
 * names none; "not-found" when it is missing, someone else's, of another calculator or no longer
 * readable — the page then clears its active entry and shows <SavedEntryNotFound />.
 */
export async function loadSavedEntryForPage(request: Request, calculator: string): Promise<{ status: "none" } | EntryLookup> {
  const urlTitle = requestUrl(request).searchParams.get("entry");
  if (urlTitle === null) return { status: "none" };
  if (!urlTitleSchema.safeParse(urlTitle).success) return { status: "not-found" };
  const viewer = await getViewer(request);
  return loadEntry(await getDb(), viewer?.userId ?? null, urlTitle, calculator);
}
