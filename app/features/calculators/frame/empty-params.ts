/**
 * Where a page address with empty parameters should go instead, else null. A form sent without
 * JavaScript carries every field, empty ones included (`a.gain=&salary=`); empty means "the
 * default", so the canonical address leaves them out — the same address the script-driven form
 * goes to, and the one the share link shows. The browser keeps the `#results` fragment across
 * the redirect (a Location without a fragment inherits the request's). `paired` names keep
 * their empty values: an `options` field's cells pair up by position (`c1m=&c1q=10`).
 */
export function withoutEmptyParams(url: URL, paired: readonly string[] = []): string | null {
  const params = [...url.searchParams];
  const said = ([name, value]: [string, string]) => value.trim() !== "" || paired.includes(name);
  if (params.every(said)) return null;
  const kept = new URLSearchParams(params.filter(said));
  const query = kept.toString();
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
