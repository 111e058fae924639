import type { Route } from "./+types/collections-guide";
import { CollectionsGuide } from "~/features/collections/components/collections-guide";
import { loadGuidePage } from "~/features/collections/collection-pages.server";
import { pageMeta } from "~/utils/meta";

export const loader = ({ request }: Route.LoaderArgs) => loadGuidePage(request);

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function CollectionsGuidePage({ loaderData }: Route.ComponentProps) {
  return <CollectionsGuide signedIn={loaderData.signedIn} />;
}
