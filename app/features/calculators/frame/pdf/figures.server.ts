/** The headline figures as the page's pullouts: boxes two abreast, name, figure in large type, note. */
import type { PdfFigure } from "./case";
import type { Layout } from "./layout.server";

const PAD = 6;
const GAP = 8;

export function drawFigures(layout: Layout, figures: readonly PdfFigure[]): void {
  const width = (layout.width - GAP) / 2;
  const inner = width - 2 * PAD;
  for (let index = 0; index < figures.length; index += 2) {
    const pair = figures.slice(index, index + 2);
    const heights = pair.map(
      (figure) => layout.heightOf(figure.label, inner) + layout.heightOf(figure.value, inner, { weight: "bold", size: 16 }) + (figure.note ? layout.heightOf(figure.note, inner, { size: 8 }) : 0),
    );
    const height = Math.max(...heights) + 2 * PAD + 4;
    layout.ensure(height + GAP);
    const top = layout.doc.y;
    pair.forEach((figure, column) => {
      const x = layout.left + column * (width + GAP);
      layout.doc.roundedRect(x, top, width, height, 3).lineWidth(0.75).strokeColor("#9ca3af").stroke();
      let y = top + PAD;
      layout.text(figure.label, x + PAD, y, inner, { color: "#374151" });
      y += layout.heightOf(figure.label, inner) + 2;
      layout.text(figure.value, x + PAD, y, inner, { weight: "bold", size: 16 });
      y += layout.heightOf(figure.value, inner, { weight: "bold", size: 16 });
      if (figure.note) layout.text(figure.note, x + PAD, y, inner, { size: 8, color: "#374151" });
    });
    layout.doc.x = layout.left;
    layout.doc.y = top + height + GAP;
  }
}
