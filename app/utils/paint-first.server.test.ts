import { describe, expect, it } from "vitest";
import { paintFirst, paintFirstPage } from "./paint-first.server";

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

const through = (page: string) => paintFirstPage(Buffer.from(page, "utf8")).toString("utf8");

describe("paintFirstPage", () => {
  const head = '<head><link rel="icon" href="/i.svg"/><link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/a&amp;b.js"/></head>';
  const page = `<html>${head}<body><p>页面 — ✓</p><script>window.x = 1;</script><script nonce="n1" type="module" async="">${bootstrap}</script><script>done()</script></body></html>`;
  // The preloads leave the head and come back, after the paint, from the bootstrap.
  const expected = page.replace(head, '<head><link rel="icon" href="/i.svg"/></head>').replace(bootstrap, paintFirst(bootstrap, ["/assets/entry.js", "/assets/a&b.js"])!);

  it("adds the preloads after the frame, before the imports", () => {
    const lines = paintFirst(bootstrap, ["/assets/entry.js"])!.split("\n");
    expect(lines[1]).toBe('for (const href of ["/assets/entry.js"]) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }');
    expect(lines[2]).toMatch(/^const \[route0, route1\] = await Promise.all/);
  });

  it("moves the preloads into the bootstrap and passes everything else byte for byte", () => {
    expect(through(page)).toBe(expected);
  });

  it("finds tags in any order: a script before the preloads, a preload after another script", () => {
    const scrambled = `<script>a()</script>${head}<script>b()</script><link rel="modulepreload" href="/late.js"/><script type="module" async="">${bootstrap}</script>`;
    const rewritten = through(scrambled);
    expect(rewritten).toBe(
      `<script>a()</script><head><link rel="icon" href="/i.svg"/></head><script>b()</script><script type="module" async="">${paintFirst(bootstrap, ["/assets/entry.js", "/assets/a&b.js", "/late.js"])}</script>`,
    );
  });

  it("takes a preload out even on a page without the bootstrap", () => {
    expect(through('<head><meta charset="utf-8"/><link rel="modulepreload" href="/a.js"/></head><body></body>')).toBe('<head><meta charset="utf-8"/></head><body></body>');
  });

  it("leaves other scripts, a module script that is not async, an unfinished bootstrap and a page without tags unchanged", () => {
    const other = `<script type="module">${bootstrap}</script><script src="/a.js"></script>`;
    expect(through(other)).toBe(other);
    expect(through("<p>no scripts</p>")).toBe("<p>no scripts</p>");
    expect(through('<script type="module" async="">import * as route0 from "/a.js";')).toBe('<script type="module" async="">import * as route0 from "/a.js";');
    expect(through("<p>a <script tag cut")).toBe("<p>a <script tag cut");
  });
});
