import { hash, randomBytes } from "node:crypto";
import { KEPT_MARKER_ATTRIBUTE, type KeptMarkupRender } from "./kept-markup";

/**
 * The server's side of kept markup (app/utils/kept-markup.tsx, docs/decisions/015-kept-markup.md):
 * the markup kept per phrase catalogue (a new catalogue, read every minute, starts afresh), and
 * per render the parts rendered to be kept, taken from the finished page.
 *
 * A synchronous store of its own, not the data cache (app/utils/cache.ts): React asks for a part
 * while it renders and cannot wait for a promise. Bounded by bytes, the least recently used
 * markup going first: keys can come from addresses (a field's value).
 */
const MAX_BYTES_PER_CATALOGUE = 8 * 1024 * 1024;

type Store = { entries: Map<string, string>; bytes: number };
const stores = new WeakMap<object, Store>();

function storeOf(phrases: object): Store {
  let store = stores.get(phrases);
  if (!store) stores.set(phrases, (store = { entries: new Map(), bytes: 0 }));
  return store;
}

function remember(store: Store, key: string, inner: string, maxBytes: number): void {
  const old = store.entries.get(key);
  if (old !== undefined) store.bytes -= old.length;
  store.entries.delete(key);
  store.entries.set(key, inner);
  store.bytes += inner.length;
  for (const [oldest, markup] of store.entries) {
    if (store.bytes <= maxBytes) break;
    store.entries.delete(oldest);
    store.bytes -= markup.length;
  }
}

/** The key's digest: keys hold whole option lists and tables, and a digest is all a lookup needs. */
function digest(key: readonly unknown[]): string {
  return hash("sha1", JSON.stringify(key), "base64");
}

// Markers carry a token of this process, so no text of a page can pass for one.
const token = randomBytes(6).toString("hex");
const markerPattern = new RegExp(` ${KEPT_MARKER_ATTRIBUTE}="${token}-\\d+"`, "g");

type Miss = { key: string; marker: string; tag: string; store: Store };

export type KeptMarkupPass = KeptMarkupRender & {
  /** Parts rendered to be kept in this render: their markup is taken by `settle`. */
  readonly misses: number;
  /** The page with the parts' markup kept and their markers removed. */
  settle(html: string): string;
};

/** Where the outer element that starts right before `from` ends: its balanced closing tag. */
export function closingTagAt(html: string, tag: string, from: number): number {
  const open = `<${tag}`;
  const close = `</${tag}>`;
  let depth = 1;
  let at = from;
  for (;;) {
    const nextClose = html.indexOf(close, at);
    if (nextClose === -1) return -1;
    let nextOpen = html.indexOf(open, at);
    // "<select" is not "<selected…": the name must end there.
    while (nextOpen !== -1 && nextOpen < nextClose && !/[\s/>]/.test(html.charAt(nextOpen + open.length))) nextOpen = html.indexOf(open, nextOpen + 1);
    if (nextOpen !== -1 && nextOpen < nextClose) {
      depth += 1;
      at = nextOpen + open.length;
      continue;
    }
    depth -= 1;
    if (depth === 0) return nextClose;
    at = nextClose + close.length;
  }
}

/**
 * One render's view of the kept markup. `check` (tests): every part renders, and a part whose
 * markup differs from what is kept under the same key fails the page: its `deps` miss something.
 * `nonce`: markup holding the request's nonce is never kept (it is this request's alone).
 * `maxBytes`: the bound of a catalogue's store (tests make it small).
 */
export function keptMarkupPass({ check, nonce, maxBytes = MAX_BYTES_PER_CATALOGUE }: { check: boolean; nonce: string; maxBytes?: number }): KeptMarkupPass {
  const misses: Miss[] = [];
  return {
    get misses() {
      return misses.length;
    },
    find(key, phrases) {
      const store = storeOf(phrases);
      const hashed = digest(key);
      const inner = check ? undefined : store.entries.get(hashed);
      if (inner !== undefined) {
        // Used: now the most recently used.
        store.entries.delete(hashed);
        store.entries.set(hashed, inner);
        return { inner };
      }
      const marker = `${token}-${misses.length}`;
      misses.push({ key: hashed, marker, tag: String(key[1]), store });
      return { marker };
    },
    settle(html) {
      if (misses.length === 0) return html;
      for (const miss of misses) {
        const at = html.indexOf(` ${KEPT_MARKER_ATTRIBUTE}="${miss.marker}"`);
        const start = at === -1 ? -1 : html.indexOf(">", at) + 1;
        const end = start <= 0 ? -1 : closingTagAt(html, miss.tag, start);
        // Not found whole (an error page in its place): nothing to keep.
        if (end === -1) continue;
        const inner = html.slice(start, end).replace(markerPattern, "");
        if (nonce && inner.includes(nonce)) continue;
        const kept = miss.store.entries.get(miss.key);
        if (check && kept !== undefined && kept !== inner) {
          throw new Error(`Kept markup of a <${miss.tag}> differs between two renders with the same key: its deps miss something it depends on.\nkept:     ${kept.slice(0, 2000)}\nrendered: ${inner.slice(0, 2000)}`);
        }
        remember(miss.store, miss.key, inner, maxBytes);
      }
      return html.replace(markerPattern, "");
    },
  };
}
