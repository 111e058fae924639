import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { compressedCopies, precompress } from "./precompress.mjs";

const script = Buffer.from(Array.from({ length: 200 }, (_, index) => `export const value${index} = "a repeated line of script text";\n`).join(""));

describe("precompress", () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it("writes brotli and gzip copies that decompress to the file's exact bytes", () => {
    const copies = new Map<string, Buffer>(compressedCopies(script));
    expect([...copies.keys()]).toEqual(["br", "gz"]);
    expect(brotliDecompressSync(copies.get("br")!).equals(script)).toBe(true);
    expect(gunzipSync(copies.get("gz")!).equals(script)).toBe(true);
    expect(copies.get("br")!.length).toBeLessThan(script.length / 10);
  });

  it("leaves out a file under 1 KB and bytes that compression would not shrink by a tenth", () => {
    expect(compressedCopies(Buffer.from("export const a = 1;\n".repeat(40)))).toEqual([]);
    // A pseudo-random sequence: incompressible, so neither copy is worth sending.
    let seed = 7;
    const noise = Buffer.from(Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23));
    expect(compressedCopies(noise)).toEqual([]);
  });

  it("compresses the scripts and stylesheets of a folder, nothing else", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    folders.push(folder);
    writeFileSync(path.join(folder, "entry-abc.js"), script);
    writeFileSync(path.join(folder, "app-abc.css"), script);
    writeFileSync(path.join(folder, "photo.png"), script);
    expect(precompress(folder)).toMatchObject({ files: 2 });
    expect(readdirSync(folder).sort()).toEqual(["app-abc.css", "app-abc.css.br", "app-abc.css.gz", "entry-abc.js", "entry-abc.js.br", "entry-abc.js.gz", "photo.png"]);
    expect(gunzipSync(readFileSync(path.join(folder, "entry-abc.js.gz"))).equals(script)).toBe(true);
  });
});
