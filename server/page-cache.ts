/**
 * The server's cache of anonymous pages (docs/decisions/009-page-cache.md). A page rendered for
 * a visitor without credentials is kept, already compressed, and sent again to the next visitor
 * who asks the same address with the same language and settings cookies — without rendering.
 *
 * The CSP does not weaken: a kept page carries no nonce at all. Its inline scripts are allowed by
 * their SHA-256 hashes ('strict-dynamic' still lets them load the router's modules), so no nonce
 * is ever served twice and the kept bytes are the same for every visitor.
 */
import Negotiator from "negotiator";
import { isUnambiguous, readCookies } from "~/utils/cookies.server";
import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Cookies a page may depend on that are the same for many visitors: part of the key. */
const keyedCookies = ["mc_lang", "mc_settings"] as const;

export type PageRequest = {
  method: string;
  /** Protocol, host and path with query: what the page is rendered for. */
  url: string;
  cookie: string | undefined;
  authorization: string | undefined;
};

/**
 * The cache key of a request, or undefined when its answer must not be shared: not a GET or
 * HEAD, the saved-data API, credentials, or any cookie other than the keyed ones (a session, a
 * sign-in in progress, a flash message — or one we do not know, which might be read some day).
 * Whether the answer is then kept depends on the answer (request-handler.ts: a public 200).
 */
export function pageCacheKey(request: PageRequest): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.authorization) return undefined;
  const path = new URL(request.url).pathname;
  if (/^\/api\/data(?:\/|$)/i.test(path)) return undefined;
  // A cookie named twice would key on the first value while a reader elsewhere might see the other.
  if (!isUnambiguous(request.cookie)) return undefined;
  const values = readCookies(request.cookie);
  if (Object.keys(values).some((name) => !(keyedCookies as readonly string[]).includes(name))) return undefined;
  return [request.url, ...keyedCookies.map((name) => values[name] ?? "")].join("\n");
}

export type ShareablePage = { html: string; scriptHashes: string[] | null };

/**
 * The page without its nonce, with the hashes of its inline scripts; undefined when the nonce
 * occurs anywhere but in `nonce` attributes (a script or data that reads it would break).
 */
export function withoutNonce(html: string, nonce: string): ShareablePage | undefined {
  if (nonce.length < 8) return undefined;
  const stripped = html.split(` nonce="${nonce}"`).join("");
  if (stripped.includes(nonce)) return undefined;
  const hashes = new Set<string>();
  for (const match of stripped.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    // An external script is loaded by 'strict-dynamic' from a trusted one; only inline text is hashed.
    if (/\ssrc\s*=/i.test(attributes)) return undefined;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  // Every router page has inline scripts; a page without is not what this cache expects.
  if (hashes.size === 0) return undefined;
  return { html: stripped, scriptHashes: [...hashes] };
}

export type StoredPage = {
  /** Headers sent with every copy (Content-Type, Cache-Control, Vary, a language Set-Cookie). */
  headers: [string, string][];
  /** A page's inline scripts, for its CSP; null for a JSON answer (no scripts, CSP as usual). */
  scriptHashes: string[] | null;
  /** The same for every copy (they are byte for byte the same page). */
  etag: string;
  identity: Buffer;
  /** Each compressed form made the first time a visitor asks for it (encodedBody), then kept. */
  encoded: { gzip?: Buffer; br?: Buffer };
  /** When the copy goes: its Cache-Control max-age after it was rendered. */
  expiresAt: number;
};

export function storedPage(page: ShareablePage, headers: [string, string][], expiresAt: number): StoredPage {
  const identity = Buffer.from(page.html, "utf8");
  return {
    headers,
    scriptHashes: page.scriptHashes,
    // Weak: the brotli, gzip and plain copies are one page in three encodings.
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity,
    encoded: {},
    expiresAt,
  };
}

/**
 * A whole body compressed in one call. One call with the size known is far cheaper than a
 * compression stream, which sets up a full-size window per answer.
 * "kept": a page sent many times from the page cache, worth brotli 4 / gzip 6 (the compression
 * middleware's defaults). "once": an answer compressed for one response (a search never asked
 * before, a calculator run, a signed-in page), where the CPU is the cost: brotli 0 (its one-pass
 * mode) / gzip 3, a fraction of the time for a few per cent more bytes.
 */
export function compress(body: Buffer, encoding: "br" | "gzip", use: "kept" | "once" = "kept"): Buffer {
  const once = use === "once";
  return encoding === "gzip"
    ? gzipSync(body, { level: once ? 3 : 6 })
    : brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: once ? 0 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length) },
      });
}

/**
 * The smallest brotli window that holds the whole body (2^10 to 2^24 bytes): a larger one finds
 * nothing more, yet its set-up is paid per call. The same bytes come out.
 */
export function brotliWindowBits(bytes: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes + 1))));
}

/**
 * The page's bytes in an encoding: compressed the first time a visitor asks for that encoding,
 * then sent as they are.
 */
export function encodedBody(page: StoredPage, encoding: "br" | "gzip" | "identity"): Buffer {
  if (encoding === "identity") return page.identity;
  const body = page.encoded[encoding] ?? compress(page.identity, encoding);
  page.encoded[encoding] = body;
  return body;
}

/**
 * What a page is counted as in the cache's budget: its plain bytes and room for both compressed
 * forms (a page compresses to well under a quarter; counting them up front keeps the sum fixed).
 */
export function pageBytes(page: StoredPage): number {
  return Math.ceil(page.identity.length * 1.5);
}

const encodings = ["br", "gzip", "identity"] as const;

/**
 * The encoding to send, by the client's q-weights (q=0 refuses, `*` stands for any encoding
 * not named), brotli before gzip when they weigh the same. A client that refuses even identity
 * still gets it: a 406 would leave it with no page at all.
 */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const key = acceptEncoding ?? "";
  let picked = pickedEncodings.get(key);
  if (picked === undefined) {
    const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
    const best = negotiator.encodings([...encodings], { preferred: [...encodings] })[0];
    picked = encodings.find((encoding) => encoding === best) ?? "identity";
    // Browsers send a handful of spellings; a client may send anything, so at most 100 are remembered.
    if (pickedEncodings.size >= 100) pickedEncodings.clear();
    pickedEncodings.set(key, picked);
  }
  return picked;
}

/** Each Accept-Encoding value's answer: every uncached answer asked (a Negotiator parse each). */
const pickedEncodings = new Map<string, "br" | "gzip" | "identity">();

/**
 * How long a page may be kept: its Cache-Control max-age (a visitor never gets a copy older than
 * a browser cache could show), at most `capMs`; 0 for an answer a browser may not keep.
 */
export function keepForMs(cacheControl: string | undefined, capMs: number): number {
  if (!cacheControl || /\b(?:private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const maxAge = /\bmax-age=(\d+)/i.exec(cacheControl)?.[1];
  return maxAge ? Math.min(Number(maxAge) * 1000, capMs) : 0;
}

/** How long after its expiry a copy may still be sent while one request renders its successor. */
export const staleGraceMs = 600_000;
/** A render that has not stored its page by then is given up on: the next request tries again. */
export const refreshTimeoutMs = 10_000;

/**
 * Kept pages, at most `maxBytes` of them, least recently used first out, each until it expires.
 * An expired page is rendered again by one request while the others still get the old copy
 * (as the `stale-while-revalidate` the pages declare allows): no stampede of renders at expiry.
 */
export class PageCache {
  private readonly pages = new Map<string, StoredPage & { refreshSince?: number }>();
  private bytes = 0;
  /** Digests of addresses asked once and not kept, oldest first (a bounded memory of them). */
  private readonly askedOnce = new Set<string>();

  constructor(
    private readonly options: { maxBytes: number; maxPageBytes: number; /** Addresses remembered as asked once (default 10,000). */ maxAskedOnce?: number },
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Whether the page of this address is worth keeping: it is kept already, or was asked before.
   * Most searches are asked once; keeping those would spend memory (and compression) on pages
   * nobody asks again, so the first ask is only noted, and the second one's page is kept.
   */
  isWanted(key: string): boolean {
    if (this.pages.has(key)) return true;
    const digest = createHash("sha256").update(key).digest("base64url");
    if (this.askedOnce.delete(digest)) return true;
    this.askedOnce.add(digest);
    if (this.askedOnce.size > (this.options.maxAskedOnce ?? 10_000)) this.askedOnce.delete(this.askedOnce.values().next().value!);
    return false;
  }

  /** The copy to send, or undefined when the caller should render (and `set` the result). */
  get(key: string): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const now = this.now();
    if (now >= page.expiresAt) {
      if (now >= page.expiresAt + staleGraceMs) {
        this.remove(key);
        return undefined;
      }
      // This request renders anew; the others keep getting the old copy meanwhile.
      if (page.refreshSince === undefined || now - page.refreshSince >= refreshTimeoutMs) {
        page.refreshSince = now;
        return undefined;
      }
    }
    // Re-inserted: a Map keeps insertion order, so the first entry is the least recently used.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: StoredPage): void {
    const size = pageBytes(page);
    if (size > this.options.maxPageBytes) return;
    this.remove(key);
    this.pages.set(key, page);
    this.bytes += size;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** The answer to this key was not one to keep (a 404 now, an error): no old copy either. */
  forget(key: string): void {
    this.remove(key);
  }

  private remove(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= pageBytes(page);
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }
}
