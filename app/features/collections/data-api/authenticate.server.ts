import { z } from "zod";
import type { Viewer } from "~/features/auth/index.server";
import { wireName } from "./nested-fields";
import { failure, invalid } from "./responses";
import { presentedKey, serviceKeyMatches } from "./service-key.server";

export type Actor = { userId: string; via: "session" | "key" };

export type AuthenticationDeps = {
  getViewer: (request: Request) => Promise<Viewer | null>;
  /** DATA_SERVICE_KEY; unset means key authentication is switched off. */
  serviceKey: string | undefined;
};

// The identity provider's subject as the spec stores it: "|" becomes "-".
const ownerIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9|_.@:-]{1,200}$/)
  .transform((id) => id.replaceAll("|", "-"));

/**
 * Who the call acts for. A presented key must be right (else 401) and then names the user in
 * data[auth0_unique_id]; without a key the signed-in session decides and any user id in the
 * payload is ignored — a browser can only ever act for the person signed in.
 */
export async function authenticate(
  request: Request,
  source: URLSearchParams | FormData | null,
  fields: Record<string, string>,
  deps: AuthenticationDeps,
): Promise<Actor | Response> {
  const key = presentedKey(request, source);
  if (key !== null) {
    if (!deps.serviceKey || !serviceKeyMatches(key, deps.serviceKey)) return failure(401, "unauthorized");
    const owner = ownerIdSchema.safeParse(fields.auth0_unique_id);
    if (!owner.success) return invalid({ [wireName("auth0_unique_id")]: ["A user id is required with the service key."] });
    return { userId: owner.data, via: "key" };
  }
  const viewer = await deps.getViewer(request);
  return viewer ? { userId: viewer.userId, via: "session" } : failure(401, "unauthorized");
}
