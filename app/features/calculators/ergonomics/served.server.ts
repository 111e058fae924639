import type { ServedCalculator } from "~/features/calculators/frame/served";
import { listErgonomicsMonitors, loadErgonomicsContext } from "./context.server";
import { ergonomicsDefinition, type ErgonomicsAnswer, type ErgonomicsContext, type ErgonomicsInputs } from "./definition";

export const servedErgonomics: ServedCalculator<ErgonomicsInputs, ErgonomicsContext, ErgonomicsAnswer> = {
  name: "ergonomics",
  toolId: "ergonomics",
  definition: ergonomicsDefinition,
  loadContext: loadErgonomicsContext,
  // No money in this guide; the frame's formatting still wants a currency.
  currencyOf: () => "USD",
  monitors: listErgonomicsMonitors,
};
