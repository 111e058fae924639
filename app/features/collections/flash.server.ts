import { readCookie } from "~/utils/cookies.server";
import { toastKeySchema, type ToastKey } from "./toasts";

/**
 * A toast that survives a redirect (after deleting or renaming a collection): its name rides in
 * a one-minute cookie that the next collections page reads once and clears. Only a name from
 * the toast list is accepted back, so the cookie cannot carry text onto the page; it is not
 * Secure-flagged because it holds nothing secret and must also work on plain-http test servers.
 */
const COOKIE = "mc_flash";

export function flashCookie(key: ToastKey): string {
  return `${COOKIE}=${key}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): { toast: ToastKey | null; headers: Headers } {
  const headers = new Headers();
  const raw = readCookie(request.headers.get("Cookie"), COOKIE);
  if (raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
  const parsed = toastKeySchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
