import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { woffToSfnt } from "./woff.server";

const require = createRequire(import.meta.url);
const woff = readFileSync(require.resolve("@fontsource/noto-sans-sc/files/noto-sans-sc-latin-400-normal.woff"));

/** The sfnt's table directory: tag → [offset, length]. */
function directory(sfnt: Buffer): Map<string, [number, number]> {
  const count = sfnt.readUInt16BE(4);
  return new Map(Array.from({ length: count }, (_, index) => {
    const entry = 12 + index * 16;
    return [sfnt.toString("latin1", entry, entry + 4), [sfnt.readUInt32BE(entry + 8), sfnt.readUInt32BE(entry + 12)]] as const;
  }));
}

describe("woffToSfnt", () => {
  it("unpacks every table at its original length, with a valid directory", () => {
    const sfnt = woffToSfnt(woff);
    const count = woff.readUInt16BE(12);
    // Same flavour ('OTTO' for CFF outlines, 0x00010000 for TrueType) and table count as the WOFF header says.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(count);
    // searchRange = 16 × the largest power of two ≤ count; e.g. 13 tables → 8 × 16 = 128.
    const power = 2 ** Math.floor(Math.log2(count));
    expect(sfnt.readUInt16BE(6)).toBe(power * 16);
    const tables = directory(sfnt);
    for (let index = 0; index < count; index++) {
      const entry = 44 + index * 20;
      const tag = woff.toString("latin1", entry, entry + 4);
      expect(tables.get(tag)?.[1]).toBe(woff.readUInt32BE(entry + 12));
    }
    // The 'head' table's magic number (OpenType spec: 0x5F0F3CF5 at byte 12) survives unpacking.
    const [headOffset] = tables.get("head")!;
    expect(sfnt.readUInt32BE(headOffset + 12)).toBe(0x5f0f3cf5);
  });

  it("refuses what is not a WOFF 1.0 file", () => {
    expect(() => woffToSfnt(Buffer.from("OTTO0000000000000000000000000000000000000000000000"))).toThrow(/WOFF/);
  });
});
