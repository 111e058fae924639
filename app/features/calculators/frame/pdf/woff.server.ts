/**
 * A WOFF 1.0 font unpacked into the plain OpenType file it wraps (W3C WOFF File Format 1.0,
 * https://www.w3.org/TR/WOFF/): each table inflated once. fontkit reads a WOFF's compressed
 * tables again on each access, which made a Chinese PDF take seconds; from the unpacked file
 * the same PDF takes a few hundred milliseconds.
 */
import { inflateSync } from "node:zlib";

const WOFF_SIGNATURE = 0x774f4646; // "wOFF"
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const padded = (length: number) => (length + 3) & ~3;

export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    // A table is stored compressed only when that made it smaller.
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressed < length ? inflateSync(stored) : stored };
  });
  // The table directory's binary-search fields (OpenType "Table Directory").
  const power = 2 ** Math.floor(Math.log2(Math.max(count, 1)));
  const out = Buffer.alloc(SFNT_HEADER + SFNT_ENTRY * count + tables.reduce((total, table) => total + padded(table.data.length), 0));
  out.writeUInt32BE(flavor, 0);
  out.writeUInt16BE(count, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(Math.log2(power), 8);
  out.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = SFNT_HEADER + SFNT_ENTRY * count;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    out.writeUInt32BE(table.tag, entry);
    out.writeUInt32BE(table.checksum, entry + 4);
    out.writeUInt32BE(offset, entry + 8);
    out.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(out, offset);
    offset += padded(table.data.length);
  });
  return out;
}
