import { redirect } from "react-router";
import type { Route } from "./+types/auth.sign-out";
import { requireSameOrigin } from "~/features/auth/csrf.server";
import { signOut } from "~/features/auth/sign-in-flow.server";

/**
 * Signing out takes a POST: a link could be fired from another site. A GET (a typed address, a
 * link) signs nobody out and is sent home; a plain-text 405 was no page of the site.
 */
export function loader() {
  return redirect("/", 303);
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return signOut(request);
}
