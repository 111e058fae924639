import { serveCalculator } from "~/features/calculators/frame/served";
import { listErgonomicsMonitors, loadErgonomicsContext } from "./context.server";
import { ergonomicsDefinition, type ErgonomicsAnswer, type ErgonomicsContext, type ErgonomicsInputs } from "./definition";
import { ergonomicsTool } from "./tool";

export const servedErgonomics = serveCalculator<ErgonomicsInputs, ErgonomicsContext, ErgonomicsAnswer>(ergonomicsTool, {
  definition: ergonomicsDefinition,
  loadContext: loadErgonomicsContext,
  // No money in this guide; the frame's formatting still wants a currency.
  currencyOf: () => "USD",
  monitors: listErgonomicsMonitors,
});
