// fontkit 2 ships no types. The PDF writer only parses a font file once per process and hands the
// parsed font to pdfkit (which accepts any object with fontkit's `layout`), and reads what it
// draws and its metrics (fontkit's README: `hasGlyphForCodePoint`, `ascent`, `unitsPerEm`): that much is declared.
declare module "fontkit" {
  export type Font = { layout: (...args: never[]) => unknown; hasGlyphForCodePoint: (codePoint: number) => boolean; ascent: number; unitsPerEm: number };
  export function create(buffer: Uint8Array): Font;
}
