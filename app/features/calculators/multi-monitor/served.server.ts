import type { ServedCalculator } from "~/features/calculators/frame/served";
import { listSetupMonitors, loadMultiMonitorContext } from "./context.server";
import { multiMonitorDefinition, type MultiMonitorAnswer, type MultiMonitorContext, type MultiMonitorInputs } from "./definition";

export const servedMultiMonitor: ServedCalculator<MultiMonitorInputs, MultiMonitorContext, MultiMonitorAnswer> = {
  name: "multi-monitor",
  toolId: "multi-monitor",
  definition: multiMonitorDefinition,
  loadContext: loadMultiMonitorContext,
  // No money in this tool; the frame's formatting still wants a currency.
  currencyOf: () => "USD",
  monitors: listSetupMonitors,
};
