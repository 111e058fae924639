/**
 * The PDF's fonts: Noto Sans SC from @fontsource, read from its package folder, unpacked from
 * WOFF and parsed once per process, embedded as subsets (only the glyphs a document uses, so a Chinese case
 * stays small).
 * Registering our own fonts also keeps pdfkit away from its standard fonts, whose metric files
 * it reads relative to its own folder — a folder a bundled server build may not have.
 */
import { create, type Font } from "fontkit";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { woffToSfnt } from "./woff.server";

const require = createRequire(import.meta.url);

/** Each weight as a chain: the small Latin file, then the Chinese one (which also has Latin, £ € ¥ and %), then Latin Extended. */
const FILES = {
  regular: ["latin-400", "chinese-simplified-400", "latin-ext-400"],
  bold: ["latin-700", "chinese-simplified-700", "latin-ext-700"],
} as const;

export type Weight = keyof typeof FILES;
/** A registered font: its name in the document, whether it draws a character, its ascender as a share of the size. */
export type PdfFont = { name: string; has: (codePoint: number) => boolean; ascender: number };

const parsed = new Map<string, Font>();

/**
 * A font file parsed by fontkit, once per process and only when first needed. pdfkit would parse
 * the bytes again for every document (a third of a 20-room case's time went to fontkit reading
 * tables); given the parsed font, it only makes the document's own subset of it.
 */
function fontOf(file: string): Font {
  let font = parsed.get(file);
  if (!font) {
    font = create(woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${file}-normal.woff`))));
    parsed.set(file, font);
  }
  return font;
}

/**
 * Registers the fonts with the document and returns its chains (each file parsed once per
 * process, by `fontOf`; pdfkit embeds only the glyphs a document draws). What a font draws and its
 * ascender are read from that same fontkit font (public fontkit API), not from pdfkit's objects.
 */
export function registerFonts(doc: PDFKit.PDFDocument): Record<Weight, PdfFont[]> {
  const chain = (names: readonly string[]) =>
    names.map((file): PdfFont => {
      const name = `noto-${file}`;
      // pdfkit (0.20, PDFFontFactory.open) takes a parsed fontkit font as a source, though its types name only paths and bytes.
      const font = fontOf(file);
      doc.registerFont(name, font as unknown as Buffer);
      // As pdfkit places a line: the ascent in font units, as a share of the em.
      return { name, has: font.hasGlyphForCodePoint.bind(font), ascender: font.ascent / font.unitsPerEm };
    });
  return { regular: chain(FILES.regular), bold: chain(FILES.bold) };
}

/**
 * The text cut into runs, each in the first font of the chain that has its characters: a string
 * stays in one font where one font can draw all of it (no switch inside a word), else each
 * character takes the first font that has it (one that none has falls to the first).
 */
export function fontRuns(text: string, chain: readonly PdfFont[]): { font: PdfFont; text: string }[] {
  const chars = [...text];
  const whole = chain.find((font) => chars.every((char) => font.has(char.codePointAt(0)!)));
  if (whole || chars.length === 0) return [{ font: whole ?? chain[0]!, text }];
  const runs: { font: PdfFont; text: string }[] = [];
  for (const char of chars) {
    const font = chain.find((candidate) => candidate.has(char.codePointAt(0)!)) ?? chain[0]!;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

export type TextRun = { font: PdfFont; text: string; subscript?: true };

const SUBSCRIPT_ZERO = 0x2080;
const isSubscriptDigit = (codePoint: number) => codePoint >= SUBSCRIPT_ZERO && codePoint <= SUBSCRIPT_ZERO + 9;

/**
 * fontRuns, with each subscript digit no font of the chain has (none of Noto Sans SC's files
 * has "₂": the English PDF printed "CO" and an empty box, issue 47) written as its plain digit,
 * marked to be drawn smaller and below the baseline: CO₂ reads CO₂ and extracts as "CO2".
 */
/** Characters none of the fonts has, with the text that says the same ("≈ 250 USD" printed an empty box). */
const SUBSTITUTES: Readonly<Record<string, string>> = { "≈": "~" };

export function textRuns(text: string, chain: readonly PdfFont[]): TextRun[] {
  const missing = (char: string) => char in SUBSTITUTES && !chain.some((font) => font.has(char.codePointAt(0)!));
  const written = [...text].map((char) => (missing(char) ? SUBSTITUTES[char]! : char)).join("");
  return fontRuns(written, chain).flatMap((run): TextRun[] => {
    if (![...run.text].some((char) => isSubscriptDigit(char.codePointAt(0)!) && !run.font.has(char.codePointAt(0)!))) return [run];
    const pieces: TextRun[] = [];
    for (const char of run.text) {
      const codePoint = char.codePointAt(0)!;
      const subscript = isSubscriptDigit(codePoint) && !run.font.has(codePoint);
      const piece = subscript ? String(codePoint - SUBSCRIPT_ZERO) : char;
      const last = pieces.at(-1);
      if (last && !subscript && !last.subscript) last.text += piece;
      else pieces.push(subscript ? { font: run.font, text: piece, subscript: true } : { font: run.font, text: piece });
    }
    return pieces;
  });
}

/** The first regular font: the document's starting font (else pdfkit opens Helvetica's metric file). */
export function startingFont(): Font {
  return fontOf(FILES.regular[0]);
}
