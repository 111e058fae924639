import { serveCalculator } from "~/features/calculators/frame/served";
import type { ProductivityResult } from "~/features/calculators/productivity/model";
import type { ProductivityContext, ProductivityInputs } from "~/features/calculators/productivity/definition";
import { teiPdf } from "~/features/calculators/productivity/pdf.server";
import { productivityCalculator } from "~/features/calculators/productivity/served.server";
import { totalEconomicImpactTool } from "./tool";

/** TEI is the productivity model in the TEI layout, with its own address, switch and audience. */
export const servedTotalEconomicImpact = serveCalculator<ProductivityInputs, ProductivityContext, ProductivityResult>(totalEconomicImpactTool, { ...productivityCalculator, pdf: teiPdf });
