// After `react-router build`: a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each
// fingerprinted text file of build/client/assets (scripts and the stylesheet today; JSON, SVG, text
// and source maps would be too, by `TEXT`), compressed once at build time instead
// of at brotli 4 on every request (server/serve.js serves them with express-static-gzip). A copy
// that would not save at least a tenth is not written: the file is then sent as it is.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Below this, compressing is not worth its header (the compression middleware's own threshold). */
const MIN_BYTES = 1024;
const TEXT = /\.(?:js|mjs|css|json|svg|txt|map)$/;

/**
 * The compressed copies to write for one file's bytes: [extension, bytes] pairs.
 * @param {Buffer} body
 * @returns {[string, Buffer][]}
 */
export function compressedCopies(body) {
  if (body.length < MIN_BYTES) return [];
  /** @type {[string, Buffer][]} */
  const copies = [
    ["br", brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })],
    ["gz", gzipSync(body, { level: 9 })],
  ];
  return copies.filter(([, bytes]) => bytes.length <= body.length * 0.9);
}

/**
 * Writes the copies beside every text file of `folder` (`TEXT`); what it did, for the build's log.
 * @param {string} folder
 */
export function precompress(folder) {
  let files = 0;
  let before = 0;
  let after = 0;
  for (const name of readdirSync(folder)) {
    if (!TEXT.test(name)) continue;
    const file = path.join(folder, name);
    const body = readFileSync(file);
    for (const [extension, bytes] of compressedCopies(body)) {
      writeFileSync(`${file}.${extension}`, bytes);
      if (extension === "br") {
        files++;
        before += body.length;
        after += bytes.length;
      }
    }
  }
  return { files, before, after };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = path.resolve(process.argv[2] ?? "build/client/assets");
  const { files, before, after } = precompress(folder);
  console.log(`precompressed ${files} files in ${path.relative(process.cwd(), folder)}: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
}
