import { getEnv } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { isHiddenFromPartners, isSwitchedOff } from "./partner-visibility";
import { getViewer } from "./viewer.server";

/**
 * Answers 404 when a partner asks for a page partners do not see, and to everyone for the pages
 * of a switched-off tool (TEI while FEATURE_TEI is off). Every loader of such a page calls it:
 * a parent layout's loader does not run again on client-side navigation.
 */
export async function hideFromPartners(request: Request): Promise<void> {
  const { rest } = requestLocale(request);
  if (isSwitchedOff(rest, { tei: getEnv().FEATURE_TEI })) throw new Response("Not Found", { status: 404 });
  if (!isHiddenFromPartners(rest)) return;
  const viewer = await getViewer(request);
  if (viewer?.isPartner) throw new Response("Not Found", { status: 404 });
}
