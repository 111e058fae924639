import type { Layout } from "./layout.server";

/** A chart's legend on one line: a colour swatch before each name, drawn from (left, top). */
export function drawLegend(layout: Layout, entries: readonly (readonly [name: string, color: string])[], left: number, top: number): void {
  const { doc } = layout;
  let x = left;
  for (const [name, color] of entries) {
    doc.rect(x, top + 1, 8, 8).fillColor(color).fill();
    const textWidth = layout.widthOf(name, { size: 8 }) + 2;
    layout.text(name, x + 11, top, textWidth + 4, { size: 8 });
    x += 11 + textWidth + 16;
  }
}
