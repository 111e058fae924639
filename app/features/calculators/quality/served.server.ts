import type { ServedCalculator } from "~/features/calculators/frame/served";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { loadCountryContext } from "~/features/calculators/shared/business-served.server";
import { qualityDefinition, type QualityAnswer, type QualityInputs } from "./definition";

export const servedQuality: ServedCalculator<QualityInputs, BusinessContext, QualityAnswer> = {
  name: "quality",
  toolId: "quality-framework",
  definition: qualityDefinition,
  loadContext: loadCountryContext,
  currencyOf: (context) => context.currency,
};
