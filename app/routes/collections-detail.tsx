import type { Route } from "./+types/collections-detail";
import { CollectionView } from "~/features/collections/components/collection-view";
import { collectionClientAction } from "~/features/collections/collection-client-action";
import { collectionAction } from "~/features/collections/collection-route.server";
import { loadCollectionPage } from "~/features/collections/collection-pages.server";
import { revalidateOnConflict } from "~/features/collections/revalidate";
import { useFlashToast } from "~/features/collections/use-action-toast";
import { pageMeta } from "~/utils/meta";
import { withActionHeaders } from "~/utils/route-headers";

export const loader = ({ request, params }: Route.LoaderArgs) => loadCollectionPage(request, params.slug);

export const action = ({ request }: Route.ActionArgs) => collectionAction(request);

/** A post that fails outright (network, error page) keeps the page and shows its toast. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => collectionClientAction({ request, serverAction });

/** A 429 keeps its Retry-After. */
export const headers = withActionHeaders;

export const shouldRevalidate = revalidateOnConflict;

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function CollectionDetail({ loaderData }: Route.ComponentProps) {
  useFlashToast(loaderData.flash, loaderData);
  return <CollectionView collection={loaderData.collection} monitors={loaderData.monitors} />;
}
