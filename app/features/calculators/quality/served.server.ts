import { serveCalculator } from "~/features/calculators/frame/served";
import type { BusinessContext } from "~/features/calculators/shared/business";
import { loadCountryContext } from "~/features/calculators/shared/business-served.server";
import { qualityDefinition, type QualityAnswer, type QualityInputs } from "./definition";
import { qualityPdf } from "./pdf.server";
import { qualityTool } from "./tool";

export const servedQuality = serveCalculator<QualityInputs, BusinessContext, QualityAnswer>(qualityTool, {
  definition: qualityDefinition,
  loadContext: loadCountryContext,
  currencyOf: (context) => context.currency,
  pdf: qualityPdf,
});
