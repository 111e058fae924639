import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, compress, encodedBody, keepForMs, PageCache, pageBytes, pageCacheKey, pickEncoding, refreshTimeoutMs, staleGraceMs, storedPage, withoutNonce } from "./page-cache";

const url = "http://localhost:3000/en-us/products?q=ultrasharp";
const request = (overrides: Partial<Parameters<typeof pageCacheKey>[0]> = {}) => ({ method: "GET", url, cookie: undefined, authorization: undefined, ...overrides });

describe("pageCacheKey", () => {
  it("keys an anonymous GET by its address and the language and settings cookies", () => {
    const plain = pageCacheKey(request());
    expect(plain).toBe(`${url}\n\n`);
    expect(pageCacheKey(request({ method: "HEAD" }))).toBe(plain);
    expect(pageCacheKey(request({ cookie: "mc_settings=abc; mc_lang=zh-cn" }))).toBe(`${url}\nzh-cn\nabc`);
    expect(pageCacheKey(request({ cookie: "mc_lang=en-us" }))).not.toBe(plain);
  });

  it("keys a public API call like a page (whether it is kept depends on its answer)", () => {
    expect(pageCacheKey(request({ url: "http://localhost:3000/en-us/api/monitors?models=A-B" }))).toBe("http://localhost:3000/en-us/api/monitors?models=A-B\n\n");
  });

  it("shares nothing with credentials, other cookies, writes or the saved-data API", () => {
    expect(pageCacheKey(request({ cookie: "mc_session=token" }))).toBeUndefined();
    expect(pageCacheKey(request({ cookie: "__Host-mc_session=token; mc_lang=en-us" }))).toBeUndefined();
    expect(pageCacheKey(request({ cookie: "mc_flash=saved" }))).toBeUndefined();
    expect(pageCacheKey(request({ cookie: "mc_lang=en-us; mc_lang=zh-cn" }))).toBeUndefined();
    expect(pageCacheKey(request({ cookie: "mc_lang=en-us; flag" }))).toBeUndefined();
    expect(pageCacheKey(request({ authorization: "Bearer x" }))).toBeUndefined();
    expect(pageCacheKey(request({ method: "POST" }))).toBeUndefined();
    expect(pageCacheKey(request({ url: "http://localhost:3000/api/data/search_entry" }))).toBeUndefined();
  });
});

describe("withoutNonce", () => {
  const nonce = "AbCdEfGhIjKlMnOpQrStUv==";
  const script = 'window.__context = {"a":1};';

  it("removes the nonce attributes and hashes each inline script's text", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js" nonce="${nonce}"/><script nonce="${nonce}">${script}</script><script nonce="${nonce}" type="module" async="">import "/a.js";</script>`;
    const page = withoutNonce(html, nonce)!;
    expect(page.html).toBe(`<link rel="modulepreload" href="/assets/a.js"/><script>${script}</script><script type="module" async="">import "/a.js";</script>`);
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(page.scriptHashes).toEqual([sha(script), sha('import "/a.js";')]);
  });

  it("refuses a page that uses its nonce elsewhere, loads an external script itself, or has no script", () => {
    expect(withoutNonce(`<script nonce="${nonce}">var n = "${nonce}";</script>`, nonce)).toBeUndefined();
    expect(withoutNonce(`<script nonce="${nonce}" src="/x.js"></script>`, nonce)).toBeUndefined();
    expect(withoutNonce("<p>static</p>", nonce)).toBeUndefined();
    expect(withoutNonce(`<script nonce="short">x</script>`, "short")).toBeUndefined();
  });
});

describe("storedPage", () => {
  it("compresses an answer sent once at a lighter level than a kept page, both lossless", () => {
    // Varied text (numbers and words of a catalogue page), where the quality levels differ.
    const body = Buffer.from(Array.from({ length: 4000 }, (_, index) => `<li class="row-${index % 97}">Model ${(index * 7919) % 10007} ${index % 13 ? "IPS" : "OLED"} ${(index * 31) % 500} cd/m²</li>`).join(""));
    for (const encoding of ["br", "gzip"] as const) {
      const kept = compress(body, encoding, "kept");
      const once = compress(body, encoding, "once");
      const decode = encoding === "br" ? brotliDecompressSync : gunzipSync;
      expect(decode(kept).equals(body)).toBe(true);
      expect(decode(once).equals(body)).toBe(true);
      expect(once.equals(kept)).toBe(false);
      expect(once.length).toBeLessThan(body.length / 4);
    }
  });

  it("fits brotli's window to the body: the smallest power of two that holds it, within 2^10 to 2^24, lossless at the edges", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1023)).toBe(10);
    expect(brotliWindowBits(1024)).toBe(11);
    expect(brotliWindowBits(8426)).toBe(14);
    expect(brotliWindowBits(2 ** 18 - 1)).toBe(18);
    expect(brotliWindowBits(2 ** 30)).toBe(24);
    // A body that repeats itself from end to start: the window must still reach back across it.
    for (const size of [1023, 1024, 1025, 40_000]) {
      const half = Buffer.from(Array.from({ length: Math.ceil(size / 2) }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join(""));
      const body = Buffer.concat([half, half]).subarray(0, size);
      const once = compress(body, "br", "once");
      expect(brotliDecompressSync(once).equals(body)).toBe(true);
      if (size > 2000) expect(once.length).toBeLessThan(size * 0.7);
    }
  });

  it("keeps the page under one weak ETag and compresses each encoding once, when first asked", () => {
    const html = "<!DOCTYPE html><p>页面</p>".repeat(200);
    const page = storedPage({ html, scriptHashes: [] }, [["Content-Type", "text/html"]], 1000);
    expect(page.identity.toString("utf8")).toBe(html);
    expect(page.encoded).toEqual({});
    const gzip = encodedBody(page, "gzip");
    expect(gunzipSync(gzip).toString("utf8")).toBe(html);
    expect(page.encoded).toEqual({ gzip });
    expect(encodedBody(page, "gzip")).toBe(gzip);
    expect(brotliDecompressSync(encodedBody(page, "br")).toString("utf8")).toBe(html);
    expect(encodedBody(page, "identity")).toBe(page.identity);
    expect(page.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(storedPage({ html: `${html}!`, scriptHashes: [] }, [], 1000).etag).not.toBe(page.etag);
    // 5,600 plain bytes, counted with room for the two compressed forms: 5,600 × 1.5.
    expect(page.identity.length).toBe(5600);
    expect(pageBytes(page)).toBe(8400);
  });
});

describe("pickEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.0")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
  });

  it("reads * as any encoding not named, and q=0 on it as a refusal", () => {
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("br;q=0, *")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.5, *;q=0")).toBe("gzip");
    expect(pickEncoding("*;q=0")).toBe("identity");
    expect(pickEncoding("*;q=0, identity")).toBe("identity");
  });

  it("follows the client's q-weights; brotli wins only a tie", () => {
    expect(pickEncoding("br;q=0.5, gzip;q=0.9")).toBe("gzip");
    expect(pickEncoding("gzip;q=0.8, br;q=0.8")).toBe("br");
    expect(pickEncoding("deflate")).toBe("identity");
  });
});

describe("keepForMs", () => {
  it("keeps for the max-age, at most the cap, and never a private answer", () => {
    expect(keepForMs("public, max-age=60, s-maxage=300", 60_000)).toBe(60_000);
    expect(keepForMs("public, max-age=10", 60_000)).toBe(10_000);
    expect(keepForMs("public, max-age=3600", 60_000)).toBe(60_000);
    expect(keepForMs("public, s-maxage=300", 60_000)).toBe(0);
    expect(keepForMs("private, no-store", 60_000)).toBe(0);
    expect(keepForMs("public, max-age=60, no-cache", 60_000)).toBe(0);
    expect(keepForMs(undefined, 60_000)).toBe(0);
  });
});

describe("PageCache", () => {
  const page = (bytes: number, expiresAt = 10_000) => ({
    headers: [],
    scriptHashes: [],
    etag: 'W/"x"',
    identity: Buffer.alloc(bytes),
    encoded: {},
    expiresAt,
  });

  it("answers until the page expires, then lets one request render while the others get the old copy", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, maxPageBytes: 1000 }, () => now);
    cache.set("a", page(10, 500));
    expect(cache.get("a")).toBeDefined();
    now = 499;
    expect(cache.get("a")).toBeDefined();
    now = 500;
    // The first request after expiry renders; the next ones get the old copy meanwhile.
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("a")?.expiresAt).toBe(500);
    // A render that never stores is given up on after refreshTimeoutMs: someone else tries.
    now = 500 + refreshTimeoutMs;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    cache.set("a", page(10, now + 500));
    expect(cache.get("a")?.expiresAt).toBe(now + 500);
  });

  it("forgets a page whose new answer is not one to keep", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, maxPageBytes: 1000 }, () => now);
    cache.set("a", page(10, 500));
    now = 600;
    expect(cache.get("a")).toBeUndefined();
    cache.forget("a");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("never sends a copy more than the grace period past its expiry", () => {
    let now = 0;
    const cache = new PageCache({ maxBytes: 1000, maxPageBytes: 1000 }, () => now);
    cache.set("a", page(10, 500));
    now = 500 + staleGraceMs;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toEqual({ pages: 0, bytes: 0 });
  });

  it("drops the least recently used pages beyond its bytes, and refuses a page too large", () => {
    // A page of n plain bytes counts 1.5 n (room for its compressed forms): 100 → 150.
    const cache = new PageCache({ maxBytes: 375, maxPageBytes: 300 }, () => 0);
    cache.set("a", page(100));
    cache.set("b", page(100));
    cache.get("a");
    cache.set("c", page(100));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    cache.set("big", page(201));
    expect(cache.get("big")).toBeUndefined();
    cache.set("a", page(50));
    // c (150) and the new a (75); big counted 302 > 300 and was refused.
    expect(cache.size).toEqual({ pages: 2, bytes: 225 });
  });

  it("wants a page from the second time its address is asked, remembering a bounded number of first asks", () => {
    const cache = new PageCache({ maxBytes: 1000, maxPageBytes: 1000, maxAskedOnce: 2 }, () => 0);
    expect(cache.isWanted("a")).toBe(false);
    expect(cache.isWanted("a")).toBe(true);
    // Wanted again only once kept: the second ask is the one whose page is kept.
    expect(cache.isWanted("a")).toBe(false);
    cache.set("a", page(10));
    expect(cache.isWanted("a")).toBe(true);
    // Room for two notes: c pushes out the third ask of a, d pushes out b, so b starts over.
    expect(cache.isWanted("b")).toBe(false);
    expect(cache.isWanted("c")).toBe(false);
    expect(cache.isWanted("d")).toBe(false);
    expect(cache.isWanted("b")).toBe(false);
    expect(cache.isWanted("d")).toBe(true);
  });
});
