import { requestLocale } from "~/utils/request-locale.server";
import { isHiddenFromPartners } from "./partner-visibility";
import { getViewer } from "./viewer.server";

/**
 * Answers 404 when a partner asks for a page partners do not see. Every loader of such a
 * page calls it: a parent layout's loader does not run again on client-side navigation.
 */
export async function hideFromPartners(request: Request): Promise<void> {
  if (!isHiddenFromPartners(requestLocale(request).rest)) return;
  const viewer = await getViewer(request);
  if (viewer?.isPartner) throw new Response("Not Found", { status: 404 });
}
