import { Transform } from "node:stream";

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
const empty = Buffer.alloc(0);

/**
 * Rewrites the page as it streams through: module preloads are taken out of the head and the
 * bootstrap gets them back after the first paint (`paintFirst`); everything else passes
 * unchanged. It works on the bytes (the tags it looks for are ASCII), so the page is never
 * decoded to text and encoded again: only a tag it reads and the bootstrap script are. A tag
 * cut by a chunk's end is held back until the next chunk completes it.
 */
export function paintFirstStream(): Transform {
  const preloads: string[] = [];
  let held: Buffer = empty;
  let inScript = false;
  const nextTag = () => {
    const script = held.indexOf("<script");
    const link = held.indexOf("<link");
    return script === -1 ? link : link === -1 ? script : Math.min(script, link);
  };
  const take = (push: (bytes: Buffer) => void, final: boolean) => {
    for (;;) {
      if (!inScript) {
        const start = nextTag();
        if (start === -1) {
          // "<script" or "<link" may begin in the last bytes: keep those for the next chunk, and
          // only those, so most chunks pass on whole and the next one is not copied behind them.
          const lastOpen = held.lastIndexOf(0x3c);
          const tail = lastOpen === -1 || lastOpen < held.length - ("<script".length - 1) ? null : held.toString("latin1", lastOpen + 1);
          const keep = final || tail === null || !("script".startsWith(tail) || "link".startsWith(tail)) ? 0 : held.length - lastOpen;
          push(held.subarray(0, held.length - keep));
          held = held.subarray(held.length - keep);
          return;
        }
        const tagEnd = held.indexOf(">", start);
        if (tagEnd === -1) {
          push(held.subarray(0, final ? held.length : start));
          held = final ? empty : held.subarray(start);
          return;
        }
        const tag = held.toString("utf8", start, tagEnd + 1);
        const href = preloadHref(tag);
        if (href !== undefined) {
          preloads.push(decodeAttribute(href));
          push(held.subarray(0, start));
          held = held.subarray(tagEnd + 1);
          continue;
        }
        if (!isBootstrapTag(tag)) {
          push(held.subarray(0, tagEnd + 1));
          held = held.subarray(tagEnd + 1);
          continue;
        }
        push(held.subarray(0, start));
        held = held.subarray(start);
        inScript = true;
      }
      const end = held.indexOf(closing);
      if (end === -1) {
        if (final) push(held);
        if (final) held = empty;
        return;
      }
      const element = held.toString("utf8", 0, end + closing.length);
      const bodyStart = element.indexOf(">") + 1;
      const body = element.slice(bodyStart, element.length - closing.length);
      const rewritten = paintFirst(body, preloads);
      push(rewritten === null ? held.subarray(0, end + closing.length) : Buffer.from(`${element.slice(0, bodyStart)}${rewritten}${closing}`, "utf8"));
      held = held.subarray(end + closing.length);
      inScript = false;
    }
  };
  // What one chunk in gives goes out as one chunk: each push is a chunk for every stream after
  // this one (the web stream, the reader), and the pieces between tags are many and small.
  const passOn = (stream: Transform, final: boolean) => {
    const pieces: Buffer[] = [];
    take((bytes) => bytes.length > 0 && pieces.push(bytes), final);
    if (pieces.length > 0) stream.push(pieces.length === 1 ? pieces[0] : Buffer.concat(pieces));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      held = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      passOn(this, false);
      done();
    },
    flush(done) {
      passOn(this, true);
      done();
    },
  });
}
