import { createContext, useContext } from "react";

/**
 * The site's stylesheet, inlined in the head of every server-rendered page: the first paint
 * waits for no request (the CSS was the one render-blocking file; behind the script preloads on
 * six connections it also decided whether Lighthouse counted every script into the LCP).
 * entry.server.tsx provides the text; in the browser it is empty, and React keeps the element
 * the server sent (a <style> with `href` and `precedence` is a resource, matched by its href).
 */
export const StylesheetContext = createContext("");

export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  return (
    <style href="monitor-chooser-css" precedence="default">
      {css}
    </style>
  );
}
