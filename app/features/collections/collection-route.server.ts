/**
 * What the collection route modules share: the feature switch, the viewer, the database and
 * the one way a form post becomes a response.
 */
import { data, redirect } from "react-router";
import { requireSameOrigin } from "~/features/auth/index.server";
import { requireViewer } from "~/features/auth/index.server";
import { buildPath } from "~/i18n/paths";
import { getDb } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import type { CollectionActionData, CollectionIntent } from "./action-data";
import { runCollectionAction } from "./collection-actions.server";
import { flashCookie } from "./flash.server";
import { allowWrite } from "./write-limit.server";

/** Collections are on unless FEATURE_COLLECTIONS=false; switched off, their pages do not exist. */
export function requireCollectionsEnabled(): void {
  if (!getEnv().FEATURE_COLLECTIONS) throw new Response("Not Found", { status: 404 });
}

/** The page path of a collections page in the request's language and site. */
export function collectionsPath(request: Request, rest: string): string {
  const { language, site, hostMode } = requestLocale(request);
  return buildPath(rest, language, site, hostMode);
}

export async function collectionAction(request: Request) {
  requireCollectionsEnabled();
  requireSameOrigin(request);
  const viewer = await requireViewer(request);
  const formData = await request.formData();
  const intent = formData.get("intent") === "create" ? "create" : null;
  try {
    const db = await getDb();
    const allowance = await allowWrite(db, viewer.userId);
    if (!allowance.allowed) {
      return data<CollectionActionData>(
        { ok: false, intent: intent as CollectionIntent | null, toast: "tooManyWrites" },
        { status: 429, headers: { "Retry-After": String(allowance.retryAfterSeconds) } },
      );
    }
    const outcome = await runCollectionAction(db, viewer.userId, formData);
    if (outcome.kind === "data") return data(outcome.data, { status: outcome.status });
    const path = outcome.to === "list" ? "/collections" : `/collections/${encodeURIComponent(outcome.to.slug)}`;
    return redirect(collectionsPath(request, path), { headers: { "Set-Cookie": flashCookie(outcome.flash) } });
  } catch (error) {
    // A database failure: log it for the operators, tell the visitor in a toast.
    console.error("Collection action failed:", error);
    return data<CollectionActionData>({ ok: false, intent: intent as CollectionIntent | null, toast: intent ? "createFailed" : "failed" }, { status: 500 });
  }
}
