import { savedQuerySchema } from "~/features/calculators";
/**
 * The workspace wizard page's data from its address (page-data.ts), with the answers restored
 * from a saved entry when the address names one, and the data the recommendation reads.
 */
import { redirect } from "react-router";
import { withoutEmptyParams } from "~/features/calculators";
import { restoreSavedQuery } from "~/features/calculators/index.server";
import { mayUseTool } from "~/features/calculators/index.server";
import { registerCalculatorSchema } from "~/features/collections";
import { getTranslator } from "~/i18n/translator.server";
import { publicOrigin } from "~/utils/env.server";
import { requestLocale } from "~/utils/request-locale.server";
import { workspacePageData, type WorkspacePageData } from "./page-data";
import { workspaceData } from "./run.server";
import { WORKSPACE_NAME } from "./saved-name";
import { workspaceTool } from "./tool";
import { stepIndex } from "./steps";

registerCalculatorSchema(WORKSPACE_NAME, savedQuerySchema);

export type { WorkspacePageData };

export async function loadWorkspacePage(request: Request, segment: string | undefined): Promise<WorkspacePageData> {
  const requested = stepIndex(segment);
  if (requested === null || !(await mayUseTool(request, workspaceTool.name))) throw new Response("Not Found", { status: 404 });
  const { language, site } = requestLocale(request);
  const t = await getTranslator(language);
  // A step sent without JavaScript carries its empty fields; empty means unanswered, so the address leaves them out.
  const canonical = withoutEmptyParams(new URL(request.url));
  if (canonical !== null) throw redirect(canonical);
  const { params, entry } = await restoreSavedQuery(request, WORKSPACE_NAME);
  const data = await workspaceData(params, site, language);
  return workspacePageData({ requested, params, entry, site, language, t, origin: publicOrigin(), data });
}
