import { createContext, createElement, useContext, useId, type ReactNode } from "react";
import { useLocale, usePhrases } from "~/root-data";

/**
 * Markup kept between server renders (docs/decisions/015-kept-markup.md). A part of a page that
 * is the same for many requests — the main menu, a select of 294 monitors, an assumptions
 * table — is rendered once by React, and later renders send the same markup as the inner HTML
 * of its outer element instead of rendering it again. The browser always renders the part
 * itself, and hydrates it against that markup, which is byte for byte what React wrote.
 *
 * `deps` must name everything the part's markup depends on besides the language, site and
 * phrases (which are part of every key): its props' data, counts, the field's value. Anything
 * missing from them would send one request's markup to another.
 */
export type KeptMarkupRender = {
  /** The kept inner markup for this key, or a marker for the outer element, to keep what React writes. */
  find(key: readonly unknown[], phrases: object): { inner: string } | { marker: string };
};

/** Given by entry.server.tsx to each render; the browser has none and renders every part. */
export const KeptMarkupContext = createContext<KeptMarkupRender | null>(null);

/** The attribute a part rendered to be kept carries until the server takes its markup (then removed). */
export const KEPT_MARKER_ATTRIBUTE = "data-kept-markup";

/**
 * Outer elements a kept part may have: elements whose children are plain markup. Not a
 * `<textarea>`, `<option>` or `<title>` (text content), nor `<head>`, `<script>` or `<style>`.
 */
export type KeptTag = "nav" | "div" | "section" | "article" | "ul" | "ol" | "dl" | "tbody" | "thead" | "select" | "footer" | "p" | "span";

const noPhrases = {};

/**
 * `anywhere`: the part's markup holds no id React gave (useId), so it is the same wherever it is
 * in the tree and is kept once for every place (a catalogue card, at any position of any list).
 * Without it the part's place is part of its key.
 */
export function KeptMarkup({ as, props, deps, anywhere = false, children }: { as: KeptTag; props?: Record<string, unknown>; deps: readonly unknown[]; anywhere?: boolean; children: ReactNode }) {
  const render = useContext(KeptMarkupContext);
  // The part's place in the tree: ids React gives inside it (useId) depend on it.
  const id = useId();
  const place = anywhere ? "anywhere" : id;
  const { language, site, hostMode } = useLocale();
  const phrases = usePhrases() ?? noPhrases;
  if (!render) return createElement(as, props, children);
  const found = render.find([place, as, props ?? null, deps, language, site, hostMode], phrases);
  if ("inner" in found) return createElement(as, Object.assign({}, props, { dangerouslySetInnerHTML: { __html: found.inner } }));
  return createElement(as, Object.assign({}, props, { [KEPT_MARKER_ATTRIBUTE]: found.marker }), children);
}
