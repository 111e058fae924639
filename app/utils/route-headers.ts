import type { HeadersArgs } from "react-router";

/**
 * The `headers` export of a route with an action. Without one, React Router keeps only the
 * Set-Cookie of what the action answered, so a 429's Retry-After never reached the browser.
 * The parent's headers come first, then the loader's, then the action's; cookies are merged
 * by React Router itself.
 */
export function withActionHeaders({ parentHeaders, loaderHeaders, actionHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders]) {
    source.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
}
