import { serveCalculator } from "~/features/calculators/frame/served";
import { listSetupMonitors, loadMultiMonitorContext } from "./context.server";
import { multiMonitorDefinition, type MultiMonitorAnswer, type MultiMonitorContext, type MultiMonitorInputs } from "./definition";
import { multiMonitorTool } from "./tool";

export const servedMultiMonitor = serveCalculator<MultiMonitorInputs, MultiMonitorContext, MultiMonitorAnswer>(multiMonitorTool, {
  definition: multiMonitorDefinition,
  loadContext: loadMultiMonitorContext,
  // No money in this tool; the frame's formatting still wants a currency.
  currencyOf: () => "USD",
  monitors: listSetupMonitors,
});
