import { describe, expect, it } from "vitest";
import { bodyEtag, ifNoneMatchHits } from "./http-cache";

const page = (nonce: string, text = "Monitors") =>
  Buffer.from(`<!DOCTYPE html><html><head><script nonce="${nonce}">window.x=1</script></head><body>${text}<script nonce="${nonce}" type="module">import "/a.js"</script></body></html>`);

describe("ETag of an answer", () => {
  it("is the same for two renders that differ only by the CSP nonce", () => {
    const first = bodyEtag(page("gVYsoH2h4sGXyWc0oDVZBw=="), "gVYsoH2h4sGXyWc0oDVZBw==");
    const second = bodyEtag(page("Zm9vYmFyYmF6cXV4MTIzNA=="), "Zm9vYmFyYmF6cXV4MTIzNA==");
    expect(first).toBe(second);
    expect(first).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
  });

  it("differs when the content differs", () => {
    const nonce = "gVYsoH2h4sGXyWc0oDVZBw==";
    expect(bodyEtag(page(nonce, "Monitors"), nonce)).not.toBe(bodyEtag(page(nonce, "显示器"), nonce));
    expect(bodyEtag(Buffer.from('{"a":1}'), undefined)).not.toBe(bodyEtag(Buffer.from('{"a":2}'), undefined));
  });

  it("keeps multi-byte text around the nonce intact", () => {
    // The nonce is found by byte offset: UTF-8 before it must not shift the cut.
    const a = bodyEtag(page("Zm9vYmFyYmF6cXV4MTIzNA==", "显示器"), "Zm9vYmFyYmF6cXV4MTIzNA==");
    const b = bodyEtag(page("gVYsoH2h4sGXyWc0oDVZBw==", "显示器"), "gVYsoH2h4sGXyWc0oDVZBw==");
    expect(a).toBe(b);
  });
});

describe("If-None-Match", () => {
  const etag = 'W/"abc"';
  it("matches weakly, in a list and for *", () => {
    expect(ifNoneMatchHits('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits('W/"x", W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHits("*", etag)).toBe(true);
  });
  it("does not match another or no tag", () => {
    expect(ifNoneMatchHits('W/"abd"', etag)).toBe(false);
    expect(ifNoneMatchHits(undefined, etag)).toBe(false);
    expect(ifNoneMatchHits("", etag)).toBe(false);
  });
});
