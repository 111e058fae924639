import { loadSavedEntryForPage } from "~/features/collections/index.server";
import { requestUrl } from "~/utils/request-url";
import { savedQuerySchema } from "./saved-query";

export type EntryState = { status: "none" } | { status: "not-found" } | { status: "found"; urlTitle: string };

/**
 * The query a page works from: the saved entry's (`?entry=<url_title>`, when the visitor may
 * open it) or the address's own — the request's parsed address (`requestUrl`), so copy it before
 * changing it. Calculators and configurators save `{ query }` alike.
 */
export async function restoreSavedQuery(request: Request, name: string): Promise<{ params: URLSearchParams; entry: EntryState }> {
  const params = requestUrl(request).searchParams;
  const lookup = await loadSavedEntryForPage(request, name);
  if (lookup.status === "none") return { params, entry: { status: "none" } };
  if (lookup.status === "found") {
    const saved = savedQuerySchema.safeParse(lookup.entry.calculatorData);
    if (saved.success) return { params: new URLSearchParams(saved.data.query), entry: { status: "found", urlTitle: lookup.entry.urlTitle } };
  }
  return { params, entry: { status: "not-found" } };
}
