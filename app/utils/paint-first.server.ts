/**
 * The browser paints the server's HTML before the app's scripts load and run. React Router's
 * inline bootstrap imports the route modules statically and every module is preloaded from the
 * head, so on a fast connection they arrive while the HTML is still parsed and run — hydration
 * included — before the first frame: the page shows later than it could, and Lighthouse counts
 * every script into the first and largest paint (its LCP flipped between 1.1 and 2.8 s from
 * run to run). The rewrite moves the preloads and the imports behind one frame
 * (requestAnimationFrame + a task; a hidden tab, where frames do not come, goes on after 100 ms):
 * the same modules, still fetched in parallel, just after the page is on screen.
 */
const waitForPaint =
  "await new Promise((resolve) => { requestAnimationFrame(() => setTimeout(resolve, 0)); setTimeout(resolve, 100); });";

const staticImport = /^\s*import \* as (route\d+) from ("[^"\n]+");\s*$/;
/** The route manifest's module (`import "/assets/manifest-….js";`): it sets a global the entry reads. */
const sideEffectImport = /^\s*import ("[^"\n]+");\s*$/;

/**
 * The bootstrap's text with the preloads and route imports after the first paint; null when it
 * is not the bootstrap.
 */
export function paintFirst(script: string, preloads: readonly string[] = []): string | null {
  const lines = script.split("\n");
  const imports = lines.flatMap((line) => {
    const match = staticImport.exec(line);
    return match ? [{ binding: match[1]!, url: match[2]! }] : [];
  });
  if (imports.length === 0 || !script.includes("window.__reactRouterRouteModules")) return null;
  const sideEffects = lines.flatMap((line) => sideEffectImport.exec(line)?.[1] ?? []);
  const rest = lines.filter((line) => !staticImport.test(line) && !sideEffectImport.test(line));
  const bindings = imports.map((entry) => entry.binding).join(", ");
  // Loaded with the routes, after the paint, and done before the entry's import below runs.
  const loads = [...imports.map((entry) => entry.url), ...sideEffects].map((url) => `import(${url})`).join(", ");
  const preload =
    preloads.length === 0
      ? []
      : [`for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`];
  return [waitForPaint, ...preload, `const [${bindings}] = await Promise.all([${loads}]);`, ...rest].join("\n");
}

const closing = "</script>";
/** React Router's bootstrap tag: a module script marked async (a nonce may come first). */
const isBootstrapTag = (tag: string) => /^<script\b/.test(tag) && /\stype="module"/.test(tag) && /\sasync=""/.test(tag);
/** A module preload React hoisted into the head: its address, to preload after the paint. */
const preloadHref = (tag: string) => (/^<link\b/.test(tag) && /\srel="modulepreload"/.test(tag) ? /\shref="([^"]+)"/.exec(tag)?.[1] : undefined);
const decodeAttribute = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");

/**
 * The whole page rewritten: module preloads are taken out of the head and the bootstrap gets them
 * back after the first paint (`paintFirst`); everything else is unchanged. It works on the bytes
 * (the tags it looks for are ASCII), so the page is never decoded to text and encoded again: only
 * a tag it reads and the bootstrap script are.
 */
export function paintFirstPage(page: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const preloads: string[] = [];
  const out: Buffer<ArrayBuffer>[] = [];
  let at = 0;
  // Each kind of tag is looked for again only once the one found before has been passed.
  let nextScript = page.indexOf("<script");
  let nextLink = page.indexOf("<link");
  for (;;) {
    const start = nextScript === -1 ? nextLink : nextLink === -1 ? nextScript : Math.min(nextScript, nextLink);
    const tagEnd = start === -1 ? -1 : page.indexOf(">", start);
    if (tagEnd === -1) break;
    const tag = page.toString("utf8", start, tagEnd + 1);
    let next = tagEnd + 1;
    const href = preloadHref(tag);
    if (href !== undefined) {
      preloads.push(decodeAttribute(href));
      out.push(page.subarray(at, start));
      at = next;
    } else if (isBootstrapTag(tag)) {
      const end = page.indexOf(closing, next);
      const rewritten = end === -1 ? null : paintFirst(page.toString("utf8", next, end), preloads);
      if (rewritten !== null) {
        out.push(page.subarray(at, next), Buffer.from(rewritten, "utf8"));
        at = next = end;
      }
    }
    if (nextScript !== -1 && nextScript < next) nextScript = page.indexOf("<script", next);
    if (nextLink !== -1 && nextLink < next) nextLink = page.indexOf("<link", next);
  }
  if (out.length === 0) return page;
  out.push(page.subarray(at));
  return Buffer.concat(out);
}
