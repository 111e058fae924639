import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
  const rest = lines.filter((line) => !staticImport.test(line));
  const bindings = imports.map((entry) => entry.binding).join(", ");
  const loads = imports.map((entry) => `import(${entry.url})`).join(", ");
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
 * Rewrites the page as it streams through: module preloads are taken out of the head and the
 * bootstrap gets them back after the first paint (`paintFirst`); everything else passes
 * unchanged. A tag cut by a chunk's end is held back until the next chunk completes it.
 */
export function paintFirstStream(): Transform {
  const decoder = new StringDecoder("utf8");
  const preloads: string[] = [];
  let held = "";
  let inScript = false;
  const nextTag = () => {
    const starts = ["<script", "<link"].map((name) => held.indexOf(name)).filter((at) => at !== -1);
    return starts.length === 0 ? -1 : Math.min(...starts);
  };
  const take = (push: (text: string) => void, final: boolean) => {
    for (;;) {
      if (!inScript) {
        const start = nextTag();
        if (start === -1) {
          // "<script" may begin in the last characters: keep them for the next chunk.
          const keep = final ? 0 : Math.min(held.length, "<script".length - 1);
          push(held.slice(0, held.length - keep));
          held = held.slice(held.length - keep);
          return;
        }
        const tagEnd = held.indexOf(">", start);
        if (tagEnd === -1) {
          push(held.slice(0, final ? held.length : start));
          held = final ? "" : held.slice(start);
          return;
        }
        const tag = held.slice(start, tagEnd + 1);
        const href = preloadHref(tag);
        if (href !== undefined) {
          preloads.push(decodeAttribute(href));
          push(held.slice(0, start));
          held = held.slice(tagEnd + 1);
          continue;
        }
        if (!isBootstrapTag(tag)) {
          push(held.slice(0, tagEnd + 1));
          held = held.slice(tagEnd + 1);
          continue;
        }
        push(held.slice(0, start));
        held = held.slice(start);
        inScript = true;
      }
      const end = held.indexOf(closing);
      if (end === -1) {
        if (final) push(held);
        if (final) held = "";
        return;
      }
      const element = held.slice(0, end + closing.length);
      const bodyStart = element.indexOf(">") + 1;
      const body = element.slice(bodyStart, element.length - closing.length);
      const rewritten = paintFirst(body, preloads);
      push(rewritten === null ? element : `${element.slice(0, bodyStart)}${rewritten}${closing}`);
      held = held.slice(end + closing.length);
      inScript = false;
    }
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held += decoder.write(chunk);
      take((text) => text && this.push(text), false);
      done();
    },
    flush(done) {
      held += decoder.end();
      take((text) => text && this.push(text), true);
      done();
    },
  });
}
