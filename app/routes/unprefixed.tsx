import type { Route } from "./+types/unprefixed";
import { enforceLanguage } from "~/i18n/enforce-language.server";

/** "/" and every path outside the language trees: redirect to a real page or answer 404. */
export function loader({ request }: Route.LoaderArgs) {
  enforceLanguage(request);
  throw new Response("Not Found", { status: 404 });
}

// A UI route, so the 404 renders the site's error page rather than plain text.
export default function Unprefixed() {
  return null;
}
