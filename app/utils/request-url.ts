/**
 * A request's address, parsed once: the locale, the saved entry, the page loader and the API all
 * read the same `URL` (a Request's `url` never changes). Read it; copy `searchParams` before
 * changing them, since every reader of the request shares it.
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): URL {
  let url = parsed.get(request);
  if (url === undefined) {
    url = new URL(request.url);
    parsed.set(request, url);
  }
  return url;
}
