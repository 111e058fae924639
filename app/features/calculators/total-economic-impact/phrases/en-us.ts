/** English phrases of the TEI calculator's own (its layout's phrases, `tei.*`, are the productivity model's). */
export const totalEconomicImpactEnUs = {
  "totalEconomicImpact.name": "Total Economic Impact Calculator",
  "totalEconomicImpact.summary": "Deployment, attrition and productivity in one business case.",
} as const;
