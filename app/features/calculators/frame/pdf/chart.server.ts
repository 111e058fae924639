/**
 * The cash-flow chart in vector shapes, as the page draws it: benefits above the zero line and
 * costs below it, a pair of bars per year, the cumulative net cash as a line with markers.
 */
import { cumulativeNet } from "../components/cash-flow-chart";
import type { PdfCase, PdfChart } from "./case";
import type { Layout } from "./layout.server";
import { drawLegend } from "./legend.server";

const HEIGHT = 190;
const AXIS = 70;
const BENEFITS = "#15803d";
const COSTS = "#b91c1c";
const NET = "#1d4ed8";

export function drawCashFlow(layout: Layout, chart: PdfChart, labels: PdfCase["labels"]): void {
  const { doc } = layout;
  layout.ensure(HEIGHT + 60);
  layout.paragraph(chart.title, { weight: "bold", size: 10 }, 6);
  const net = cumulativeNet(chart.years);
  const plotted = [0, ...chart.years.flatMap((year) => [year.benefits, -year.costs]), ...net].filter(Number.isFinite);
  const top = Math.max(...plotted);
  const bottom = Math.min(...plotted);
  const span = top - bottom || 1;
  const plotTop = doc.y;
  const left = layout.left + AXIS;
  const width = layout.width - AXIS;
  const y = (value: number) => plotTop + ((top - (Number.isFinite(value) ? value : 0)) / span) * HEIGHT;
  const group = width / Math.max(chart.years.length, 1);
  const bar = group * 0.3;
  // Zero always; the extremes only where their labels would not run into zero's.
  for (const tick of [0, ...[top, bottom].filter((value) => Math.abs(y(value) - y(0)) >= 12)]) {
    doc.moveTo(left, y(tick)).lineTo(left + width, y(tick)).lineWidth(tick === 0 ? 1 : 0.5).strokeColor(tick === 0 ? "#374151" : "#d1d5db").stroke();
    layout.text(chart.format(tick), layout.left, y(tick) - 4, AXIS - 6, { size: 7, align: "right" });
  }
  chart.years.forEach((year, index) => {
    const centre = left + group * index + group / 2;
    const box = (x: number, value: number, color: string) => {
      const from = y(0);
      const to = y(value);
      doc.rect(x, Math.min(from, to), bar, Math.max(Math.abs(to - from), value !== 0 ? 0.5 : 0)).fillColor(color).fill();
    };
    box(centre - bar - 1, year.benefits, BENEFITS);
    box(centre + 1, -year.costs, COSTS);
    layout.text(labels.year(index + 1), centre - group / 2, plotTop + HEIGHT + 4, group, { size: 8, align: "center" });
  });
  const points = net.map((value, index) => [left + group * index + group / 2, y(value)] as const);
  points.forEach(([x, py], index) => (index === 0 ? doc.moveTo(x, py) : doc.lineTo(x, py)));
  if (points.length > 1) doc.lineWidth(1.5).strokeColor(NET).stroke();
  for (const [x, py] of points) doc.circle(x, py, 2.5).fillColor(NET).fill();
  const legendY = plotTop + HEIGHT + 18;
  // Costs that are nil everywhere (quality's savings) get no legend entry.
  const legend: [string, string][] = [
    [chart.benefitsLabel ?? labels.benefits, BENEFITS],
    ...(chart.years.some((year) => year.costs !== 0) ? [[labels.costs, COSTS] as [string, string]] : []),
    [labels.cumulative, NET],
  ];
  drawLegend(layout, legend, left, legendY);
  doc.x = layout.left;
  doc.y = legendY + 22;
}
