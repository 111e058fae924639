import type { ServedCalculator } from "~/features/calculators/frame/served";
import { loadWhyRefreshContext } from "./context.server";
import { whyRefreshDefinition, type WhyRefreshContext, type WhyRefreshInputs, type WhyRefreshAnswer } from "./definition";
import { listRefreshMonitors } from "./monitor.server";

export const servedWhyRefresh: ServedCalculator<WhyRefreshInputs, WhyRefreshContext, WhyRefreshAnswer> = {
  name: "why-refresh",
  toolId: "why-refresh",
  definition: whyRefreshDefinition,
  loadContext: loadWhyRefreshContext,
  currencyOf: (context) => context.business.currency,
  monitors: listRefreshMonitors,
};
