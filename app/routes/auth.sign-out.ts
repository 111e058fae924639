import type { Route } from "./+types/auth.sign-out";
import { requireSameOrigin } from "~/features/auth/csrf.server";
import { signOut } from "~/features/auth/sign-in-flow.server";

/** POST only: a sign-out link could be fired from another site. */
export function loader() {
  throw new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request }: Route.ActionArgs) {
  requireSameOrigin(request);
  return signOut(request);
}
