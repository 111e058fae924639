/**
 * The PDF's fonts: Noto Sans SC from @fontsource, read from its package folder and unpacked from
 * WOFF once per process, embedded as subsets (only the glyphs a document uses, so a Chinese case
 * stays small).
 * Registering our own fonts also keeps pdfkit away from its standard fonts, whose metric files
 * it reads relative to its own folder — a folder a bundled server build may not have.
 */
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
export type PdfFont = { name: string; has: (codePoint: number) => boolean };

let files: Map<string, Buffer> | undefined;

function fontFiles(): Map<string, Buffer> {
  files ??= new Map(
    [...FILES.regular, ...FILES.bold].map((file) => [file, woffToSfnt(readFileSync(require.resolve(`@fontsource/noto-sans-sc/files/noto-sans-sc-${file}-normal.woff`)))]),
  );
  return files;
}

/** pdfkit parses a registered font with fontkit; its glyph table tells which characters the font can draw. */
type LoadedFont = { font?: { hasGlyphForCodePoint?: (codePoint: number) => boolean } };

/**
 * Registers the fonts with the document and returns its chains. A font is parsed only when a
 * text first needs it (an English case never opens the Chinese files). The glyph check reads the
 * font pdfkit itself parsed; should pdfkit change that shape, this throws at once instead of
 * drawing empty boxes.
 */
export function registerFonts(doc: PDFKit.PDFDocument): Record<Weight, PdfFont[]> {
  const chain = (names: readonly string[]) =>
    names.map((file): PdfFont => {
      const name = `noto-${file}`;
      doc.registerFont(name, fontFiles().get(file)!);
      let glyphs: ((codePoint: number) => boolean) | undefined;
      return {
        name,
        has: (codePoint) => {
          if (!glyphs) {
            // Loading makes it the current font: callers set the font they draw with each time.
            const loaded = (doc.font(name) as unknown as { _font: LoadedFont })._font.font;
            glyphs = loaded?.hasGlyphForCodePoint?.bind(loaded);
            if (!glyphs) throw new Error(`pdfkit did not expose the glyphs of ${name}`);
          }
          return glyphs(codePoint);
        },
      };
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

/** The first regular font: the document's starting font (else pdfkit opens Helvetica's metric file). */
export function startingFont(): Buffer {
  return fontFiles().get(FILES.regular[0])!;
}
