import { savedQuerySchema } from "~/features/calculators";
/**
 * The wizard page's data from its address (page-data.ts), with the answers restored from a saved
 * entry when the address names one, and the data the recommendation reads.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "~/features/calculators";
import { restoreSavedQuery } from "~/features/calculators/index.server";
import { mayUseTool } from "~/features/calculators/index.server";
import { registerCalculatorSchema } from "~/features/collections";
import { getTranslator } from "~/i18n/translator.server";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { meetingSpacePageData, type MeetingSpacePageData } from "./page-data";
import { meetingSpaceData } from "./run.server";
import { MEETING_SPACE_NAME } from "./saved-name";
import { meetingSpaceTool } from "./tool";
import { stepIndex } from "./steps";

registerCalculatorSchema(MEETING_SPACE_NAME, savedQuerySchema);

export type { MeetingSpacePageData };

export async function loadMeetingSpacePage(request: Request, segment: string | undefined): Promise<MeetingSpacePageData> {
  const requested = stepIndex(segment);
  if (requested === null || !(await mayUseTool(request, meetingSpaceTool.name))) throw new Response("Not Found", { status: 404 });
  const { language } = requestLocale(request);
  const t = await getTranslator(language);
  // A step sent without JavaScript carries its empty fields; empty means unanswered, so the address leaves them out.
  const canonical = withoutEmptyParams(new URL(request.url));
  if (canonical !== null) throw redirect(canonical);
  const { params, entry } = await restoreSavedQuery(request, MEETING_SPACE_NAME);
  return meetingSpacePageData({ requested, params, entry, language, t, origin: publicOrigin(), data: await meetingSpaceData(language) });
}
