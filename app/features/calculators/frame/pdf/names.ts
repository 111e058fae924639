/**
 * The PDF's address from the CSV's (`/{lang}/api/calculators/<name>.csv?<query>`): the same
 * query, the same answer. The page asks for it only for a calculator whose served half has a
 * PDF mapping (`ServedCalculator.pdf`); undefined for an address of another form.
 */
export function pdfHrefFromCsv(csvHref: string): string | undefined {
  const match = /^(\/[a-z-]+\/api\/calculators\/)([a-z-]+)\.csv(\?.*)?$/.exec(csvHref);
  if (!match) return undefined;
  return `${match[1]}${match[2]}.pdf${match[3] ?? ""}`;
}
