/**
 * The one PDF writer every calculator shares: title, date and share link; the inputs; the
 * calculator's own sections (headline figures, notes, tables, the cash-flow chart); every
 * assumption with its value and source; the share link again at the end. Vector only, on the
 * paper of the page's readers: US Letter for the US site's English, A4 elsewhere.
 */
import PDFDocument from "pdfkit";
import type { LanguageCode } from "~/i18n/languages";
import type { PdfCase, PdfSection } from "./case";
import { drawCashFlow } from "./chart.server";
import { drawFigures } from "./figures.server";
import { registerFonts, startingFont } from "./fonts.server";
import { Layout } from "./layout.server";
import { drawTornado } from "./tornado.server";

function drawSection(layout: Layout, section: PdfSection, labels: PdfCase["labels"]): void {
  if ("heading" in section) return layout.heading(section.heading, 12);
  if ("figures" in section) {
    drawFigures(layout, section.figures);
    return;
  }
  if ("notes" in section) {
    for (const note of section.notes) layout.paragraph(note, { size: 9 });
    layout.doc.y += 4;
    return;
  }
  if ("table" in section) return layout.table(section.table);
  if ("tornado" in section) return drawTornado(layout, section.tornado);
  drawCashFlow(layout, section.chart, labels);
}

/** The paper a case is printed on: US Letter (612 × 792 pt) in the United States, A4 (595.28 × 841.89 pt) elsewhere. */
export function paperFor(language: LanguageCode): "LETTER" | "A4" {
  return language === "en-us" ? "LETTER" : "A4";
}

export async function writePdf(model: PdfCase, language: { code: LanguageCode; htmlLang: string }): Promise<Uint8Array<ArrayBuffer>> {
  // pdfkit takes a parsed fontkit font as its starting font, though its types name only a path.
  const font = startingFont() as unknown as string;
  const doc = new PDFDocument({ size: paperFor(language.code), margin: 48, font, lang: language.htmlLang, info: { Title: model.title }, displayTitle: true, pdfVersion: "1.7" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const layout = new Layout(doc, registerFonts(doc));
  layout.paragraph(model.title, { weight: "bold", size: 20 }, 4);
  layout.paragraph(model.dated, { size: 9, color: "#374151" }, 2);
  layout.paragraph(model.shareUrl, { size: 8, color: "#1d4ed8", link: model.shareUrl }, 10);
  layout.table(model.inputs, { alignFigures: false });
  layout.heading(model.resultsTitle, 15);
  for (const section of model.sections) drawSection(layout, section, model.labels);
  layout.table(model.assumptions, { first: 0.34, alignFigures: false });
  layout.heading(model.shareTitle, 11);
  layout.paragraph(model.shareUrl, { size: 9, color: "#1d4ed8", link: model.shareUrl });
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
