import type { ServedCalculator } from "~/features/calculators/frame/served";
import type { ProductivityResult } from "./model";
import { listProductivityMonitors, loadProductivityContext } from "./context.server";
import { productivityDefinition, type ProductivityContext, type ProductivityInputs } from "./definition";

const common = {
  definition: productivityDefinition,
  loadContext: loadProductivityContext,
  currencyOf: (context: ProductivityContext) => context.currency,
  monitors: listProductivityMonitors,
};

export const servedProductivity: ServedCalculator<ProductivityInputs, ProductivityContext, ProductivityResult> = {
  name: "productivity",
  toolId: "productivity",
  ...common,
};

/** TEI is the productivity model in the TEI layout, with its own address, switch and audience. */
export const servedTei: ServedCalculator<ProductivityInputs, ProductivityContext, ProductivityResult> = {
  name: "total-economic-impact",
  toolId: "total-economic-impact",
  ...common,
};
