import { data } from "react-router";
import { collectionIntentSchema, type CollectionActionData, type CollectionIntent } from "./action-data";

const intents = new Set<string>(collectionIntentSchema.options.map((option) => option.shape.intent.value));

async function intentOf(request: Request): Promise<CollectionIntent | null> {
  try {
    // A copy: the original body still has to go to the server.
    const value = (await request.clone().formData()).get("intent");
    return typeof value === "string" && intents.has(value) ? (value as CollectionIntent) : null;
  } catch {
    return null;
  }
}

const isRedirect = (value: unknown) => value instanceof Response && value.status >= 300 && value.status < 400;

/**
 * The browser side of every collection form post (the list page, a collection's page, the add
 * dialog from any page). When the post fails outright — the network is gone, or the server or a
 * proxy answers an error page — React Router would show its error page in place of the whole
 * page. Instead the visitor keeps the page and gets the toast the form would have shown
 * ("Error creating collection – There was an error with creating your collection"). The error
 * status also keeps React Router from reloading the page's data from a server it cannot reach.
 * A redirect (sign in again) still goes ahead.
 */
export async function collectionClientAction({ request, serverAction }: { request: Request; serverAction: () => Promise<unknown> }) {
  const intent = await intentOf(request);
  try {
    return await serverAction();
  } catch (error) {
    if (isRedirect(error)) throw error;
    return data<CollectionActionData>({ ok: false, intent, toast: intent === "create" ? "createFailed" : "failed" }, { status: 500 });
  }
}
