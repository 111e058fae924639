import { createContext, useContext } from "react";
import stylesheetUrl from "~/app.css?url";

/**
 * The site's stylesheet. For a visitor who is not signed in it is inlined in the head of the
 * server-rendered page: the first paint waits for no request (the CSS was the one
 * render-blocking file; behind the script preloads on six connections it also decided whether
 * Lighthouse counted every script into the LCP). entry.server.tsx provides the text; in the
 * browser it is empty, and React keeps the element the server sent (a <style> with `href` and
 * `precedence` is a resource, matched by its href).
 *
 * A signed-in visitor gets it linked instead: they came through the site's pages to sign in, so
 * the file is usually in their browser's cache, and their pages are rendered and compressed for
 * them alone on every request — 43 KB of CSS less to encode, hash and compress per page. React
 * keeps both kinds once inserted, so signing in or out without a reload never drops the styles.
 */
export const StylesheetContext = createContext("");

export function Stylesheet({ linked }: { linked: boolean }) {
  const css = useContext(StylesheetContext);
  if (linked) return <link rel="stylesheet" href={stylesheetUrl} precedence="default" />;
  return (
    <style href="monitor-chooser-css" precedence="default">
      {css}
    </style>
  );
}
