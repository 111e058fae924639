import { serveCalculator } from "~/features/calculators/frame/served";
import { loadWhyRefreshContext } from "./context.server";
import { whyRefreshDefinition, type WhyRefreshContext, type WhyRefreshInputs, type WhyRefreshAnswer } from "./definition";
import { listRefreshMonitors } from "./monitor.server";
import { whyRefreshPdf } from "./pdf.server";
import { whyRefreshTool } from "./tool";

export const servedWhyRefresh = serveCalculator<WhyRefreshInputs, WhyRefreshContext, WhyRefreshAnswer>(whyRefreshTool, {
  definition: whyRefreshDefinition,
  loadContext: loadWhyRefreshContext,
  currencyOf: (context) => context.business.currency,
  monitors: listRefreshMonitors,
  pdf: whyRefreshPdf,
});
