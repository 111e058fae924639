import { useActionData } from "react-router";
import type { Route } from "./+types/collections";
import type { CollectionActionData } from "~/features/collections/action-data";
import { CollectionsOverview } from "~/features/collections/components/collections-overview";
import { collectionClientAction } from "~/features/collections/collection-client-action";
import { collectionAction } from "~/features/collections/collection-route.server";
import { loadCollectionsPage } from "~/features/collections/collection-pages.server";
import { revalidateOnConflictOrGone } from "~/features/collections/revalidate";
import { useActionToast, useFlashToast } from "~/features/collections/use-action-toast";
import { savedEntryPages } from "~/features/calculators/saved-entry-pages.server";
import { pageMeta } from "~/utils/meta";
import { withActionHeaders } from "~/utils/route-headers";

// The calculators know which page opens each saved entry; the collections feature lists them.
export const loader = ({ request }: Route.LoaderArgs) => loadCollectionsPage(request, savedEntryPages);

/** Create, and every other collection intent (the add dialog and Undo post here from any page). */
export const action = ({ request }: Route.ActionArgs) => collectionAction(request);

/** A post that fails outright (network, error page) keeps the page and shows its toast. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => collectionClientAction({ request, serverAction });

/** A 429 keeps its Retry-After. */
export const headers = withActionHeaders;

export const shouldRevalidate = revalidateOnConflictOrGone;

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Collections({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash, loaderData);
  // A form posted before the scripts ran arrives here as the page's own action data.
  const actionData = useActionData<CollectionActionData>();
  useActionToast(actionData);
  return (
    <CollectionsOverview
      collections={loaderData.collections}
      savedEntries={loaderData.savedEntries}
      documentResult={actionData?.intent === "create" ? actionData.result : undefined}
      documentAnswer={actionData}
    />
  );
}
