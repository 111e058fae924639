/**
 * The calculators with a PDF business case (API names). Shared by the server's mappings and the
 * share bar, which offers "Download PDF" only on these pages.
 */
export const PDF_CALCULATORS = ["productivity", "total-economic-impact", "quality", "why-refresh", "meeting-roi"] as const;

export type PdfCalculatorName = (typeof PDF_CALCULATORS)[number];

/**
 * The PDF's address from the CSV's (`/{lang}/api/calculators/<name>.csv?<query>`): the same
 * query, the same answer; undefined for a calculator without a PDF (and for the configurators'
 * CSV links, which have another form).
 */
export function pdfHrefFromCsv(csvHref: string): string | undefined {
  const match = /^(\/[a-z-]+\/api\/calculators\/)([a-z-]+)\.csv(\?.*)?$/.exec(csvHref);
  if (!match || !(PDF_CALCULATORS as readonly string[]).includes(match[2]!)) return undefined;
  return `${match[1]}${match[2]}.pdf${match[3] ?? ""}`;
}
