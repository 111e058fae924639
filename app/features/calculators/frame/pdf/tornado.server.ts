/**
 * The tornado in vector shapes, as the page draws it (productivity/components/sensitivity-chart):
 * per figure its name, a bar from the calculated NPV to each moved value (amber for 25 % lower,
 * blue for 25 % higher), the NPV as a vertical line, and each value printed beside its own bar.
 */
import type { PdfTornado } from "./case";
import type { Layout } from "./layout.server";
import { drawLegend } from "./legend.server";

const LOWER = "#d97706";
const HIGHER = "#1d4ed8";
const CENTRE = "#111827";
const BAR = 10;
const colorOf = (kind: "lower" | "higher") => (kind === "lower" ? LOWER : HIGHER);

export function drawTornado(layout: Layout, tornado: PdfTornado): void {
  const { doc } = layout;
  layout.ensure(80);
  layout.paragraph(tornado.title, { weight: "bold", size: 10 }, 2);
  layout.paragraph(tornado.note, { size: 9, color: "#374151" }, 6);
  const values = [tornado.centre, ...tornado.rows.flatMap((row) => [row.left.value, row.right.value])].filter(Number.isFinite);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const x = (value: number) => layout.left + ((Number.isFinite(value) ? value - min : 0) / span) * layout.width;
  const half = layout.width / 2;
  for (const row of tornado.rows) {
    layout.ensure(layout.heightOf(row.label, layout.width) + BAR + 24);
    layout.paragraph(row.label, { size: 9 }, 2);
    const top = doc.y;
    for (const side of [row.left, row.right]) {
      const from = Math.min(x(tornado.centre), x(side.value));
      const width = Math.max(Math.abs(x(side.value) - x(tornado.centre)), side.value === tornado.centre ? 0 : 0.5);
      doc.rect(from, top, width, BAR).fillColor(colorOf(side.kind)).fill();
    }
    doc.moveTo(x(tornado.centre), top - 2).lineTo(x(tornado.centre), top + BAR + 2).lineWidth(1).strokeColor(CENTRE).stroke();
    // The smaller value under the bar's left end, the larger under its right: each beside its bar.
    layout.text(row.left.text, layout.left, top + BAR + 3, half - 4, { size: 8 });
    layout.text(row.right.text, layout.left + half + 4, top + BAR + 3, half - 4, { size: 8, align: "right" });
    doc.x = layout.left;
    doc.y = top + BAR + 16;
  }
  const legendY = doc.y + 2;
  drawLegend(
    layout,
    [
      [tornado.legend.lower, LOWER],
      [tornado.legend.higher, HIGHER],
      [tornado.legend.centre, CENTRE],
    ],
    layout.left,
    legendY,
  );
  doc.x = layout.left;
  doc.y = legendY + 20;
}
