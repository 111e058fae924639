/**
 * Each compared monitor keeps one colour and line style on the page: its column's top border and
 * its outline in the size overlay. The colours reach 3:1 against white (WCAG non-text contrast)
 * and the dashes (in screen pixels) tell them apart without colour.
 */
export const columnStyles = [
  { colour: "#0063b8", dash: undefined },
  { colour: "#b45309", dash: "8 4" },
  { colour: "#047857", dash: "2 3" },
] as const;

export function columnStyle(index: number) {
  return columnStyles[index % columnStyles.length]!;
}
