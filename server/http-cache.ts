/**
 * Validators for cacheable answers (docs/decisions/006-request-limits.md, "Cache-Control"):
 * a weak ETag of the body with this response's CSP nonce taken out, and If-None-Match.
 */
import { createHash } from "node:crypto";

/** Bodies above this are streamed without an ETag rather than held in memory. */
export const maxEtagBodyBytes = 2 * 1024 * 1024;

/**
 * The ETag of an answer. Every page carries a fresh CSP nonce, so two renders of the same page
 * differ only by it: the nonce is removed before hashing and equal pages get equal ETags. Weak
 * (W/) because the bytes do differ (the nonce, and the encoding compression picks).
 */
export function bodyEtag(body: Buffer, nonce: string | undefined): string {
  const hash = createHash("sha256");
  if (nonce && nonce.length >= 8 && body.includes(nonce)) {
    // A base64 nonce of 16 random bytes (24 characters) does not occur in a page by chance.
    // Searched in the bytes (the nonce is ASCII), never copying the page into a string.
    const needle = Buffer.from(nonce, "latin1");
    let start = 0;
    for (let index = body.indexOf(needle); index !== -1; index = body.indexOf(needle, start)) {
      hash.update(body.subarray(start, index));
      start = index + needle.length;
    }
    hash.update(body.subarray(start));
  } else {
    hash.update(body);
  }
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}
