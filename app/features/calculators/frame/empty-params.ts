/**
 * Where a page address with empty parameters should go instead, else null. A form sent without
 * JavaScript carries every field, empty ones included (`a.gain=&salary=`); empty means "the
 * default", so the canonical address leaves them out — the same address the script-driven form
 * goes to, and the one the share link shows. The browser keeps the `#results` fragment across
 * the redirect (a Location without a fragment inherits the request's).
 */
export function withoutEmptyParams(url: URL): string | null {
  const params = [...url.searchParams];
  if (params.every(([, value]) => value.trim() !== "")) return null;
  const kept = new URLSearchParams(params.filter(([, value]) => value.trim() !== ""));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
