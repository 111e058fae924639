import { describe, expect, it } from "vitest";
import { paintFirst, paintFirstStream } from "./paint-first.server";

const bootstrap = [
  ";",
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-2.js";',
  '  window.__reactRouterManifest = {"entry":{}};',
  '  window.__reactRouterRouteModules = {"root":route0,"work/home":route1};',
  "",
  'import("/assets/entry.client-3.js");',
].join("\n");

describe("paintFirst", () => {
  it("turns the route imports into dynamic ones after a frame, keeping every other line", () => {
    const rewritten = paintFirst(bootstrap)!;
    const lines = rewritten.split("\n");
    expect(lines[0]).toMatch(/^await new Promise\(\(resolve\) => \{ requestAnimationFrame/);
    expect(lines[1]).toBe('const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js")]);');
    expect(lines.slice(2)).toEqual([";", '  window.__reactRouterManifest = {"entry":{}};', '  window.__reactRouterRouteModules = {"root":route0,"work/home":route1};', "", 'import("/assets/entry.client-3.js");']);
    expect(rewritten).not.toMatch(/^import \* as/m);
  });

  it("loads the route manifest's module (initial route discovery) with the routes, before the entry", () => {
    const withManifest = bootstrap.replace(/^;$/m, 'import "/assets/manifest-4.js";');
    const lines = paintFirst(withManifest)!.split("\n");
    expect(lines[1]).toBe('const [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/home-2.js"), import("/assets/manifest-4.js")]);');
    expect(lines.filter((line) => line.startsWith("import "))).toEqual([]);
    expect(lines.at(-1)).toBe('import("/assets/entry.client-3.js");');
  });

  it("leaves any other script alone", () => {
    expect(paintFirst('import * as x from "/a.js";\nconsole.log(x);')).toBeNull();
    expect(paintFirst("window.__reactRouterRouteModules = {};")).toBeNull();
  });
});

/** The chunks the stream passes on for these chunks (bytes: a character may be cut between two). */
async function chunksThrough(chunks: readonly (string | Buffer)[]): Promise<Buffer[]> {
  const stream = paintFirstStream();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
  stream.end();
  await ended;
  return out;
}

async function through(chunks: readonly (string | Buffer)[]): Promise<string> {
  return Buffer.concat(await chunksThrough(chunks)).toString("utf8");
}

describe("paintFirstStream", () => {
  const head = '<head><link rel="icon" href="/i.svg"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/a&amp;b.js"/></head>';
  const page = `<html>${head}<body><p>页面</p><script>window.x = 1;</script><script nonce="n1" type="module" async="">${bootstrap}</script><script>done()</script></body></html>`;
  // The preloads leave the head and come back, after the paint, from the bootstrap.
  const expected = page.replace(head, '<head><link rel="icon" href="/i.svg"/></head>').replace(bootstrap, paintFirst(bootstrap, ["/assets/entry.js", "/assets/a&b.js"])!);

  it("adds the preloads after the frame, before the imports", () => {
    const lines = paintFirst(bootstrap, ["/assets/entry.js"])!.split("\n");
    expect(lines[1]).toBe('for (const href of ["/assets/entry.js"]) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }');
    expect(lines[2]).toMatch(/^const \[route0, route1\] = await Promise.all/);
  });

  it("rewrites the bootstrap in one chunk and passes the rest byte for byte", async () => {
    expect(await through([page])).toBe(expected);
  });

  it("passes on one chunk per chunk it is given, however many tags it holds", async () => {
    const out = await chunksThrough([page]);
    // The page ends with "</html>", which no "<script" can continue: nothing is held back.
    expect(out).toHaveLength(1);
    expect(Buffer.concat(out).toString("utf8")).toBe(expected);
  });

  it("holds back only an end that may begin a tag, until the next chunk", async () => {
    const out = (await chunksThrough(["<p>one</p><scr", "ipt>x</script><p>two</p>", "<i>"])).map(String);
    // "<scr" waits for the rest of its tag; "</p>" and "<i>" cannot begin "<script" or "<link".
    expect(out).toEqual(["<p>one</p>", "<script>x</script><p>two</p>", "<i>"]);
  });

  it("holds back a chunk's end that may begin a link tag too", async () => {
    const out = (await chunksThrough(['<head><meta charset="utf-8"/><li', 'nk rel="modulepreload" href="/a.js"/></head><body>', "</body>"])).map(String);
    // The preload is taken out whole (it returns in the bootstrap, which this page has none of).
    expect(out.join("")).toBe('<head><meta charset="utf-8"/></head><body></body>');
    expect(out[0]).toBe('<head><meta charset="utf-8"/>');
  });

  it("finds the bootstrap split anywhere across chunks, even inside a multi-byte character", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 7, 30, 64]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      // The stream passes bytes: a character may be cut between two of its chunks too.
      expect(await through(chunks)).toBe(expected);
    }
  });

  it("leaves other scripts, a module script that is not async, and a page without the bootstrap unchanged", async () => {
    const other = `<script type="module">${bootstrap}</script><script src="/a.js"></script>`;
    expect(await through([other])).toBe(other);
    expect(await through(["<p>no scripts</p>"])).toBe("<p>no scripts</p>");
    expect(await through(['<script type="module" async="">import * as route0 from "/a.js";'])).toBe('<script type="module" async="">import * as route0 from "/a.js";');
  });
});
