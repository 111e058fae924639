import { serveCalculator } from "~/features/calculators/frame/served";
import type { ProductivityResult } from "./model";
import { listProductivityMonitors, loadProductivityContext, productivityPageDefaults } from "./context.server";
import { productivityDefinition, type ProductivityContext, type ProductivityInputs } from "./definition";
import { productivityPdf } from "./pdf.server";
import { productivityTool } from "./tool";

/** The productivity model as the server offers it; the TEI calculator serves the same under its own names. */
export const productivityCalculator = {
  definition: productivityDefinition,
  loadContext: loadProductivityContext,
  currencyOf: (context: ProductivityContext) => context.currency,
  monitors: listProductivityMonitors,
  pageDefaults: productivityPageDefaults,
};

export const servedProductivity = serveCalculator<ProductivityInputs, ProductivityContext, ProductivityResult>(productivityTool, { ...productivityCalculator, pdf: productivityPdf });
